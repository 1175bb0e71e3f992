/// A collection of observers held weakly: the presenters that ``UserChanges`` notifies.
///
/// `Observer` is usually a protocol existential; as with MVPCore's `ViewBinding` members are
/// stored as weak `AnyObject`s and cast back. Members that were deallocated are skipped and pruned; adding
/// the same object twice keeps one entry.
@MainActor
final class WeakObservers<Observer> {
  private final class Entry {
    weak var object: AnyObject?

    init(_ object: AnyObject) {
      self.object = object
    }
  }

  private var entries: [Entry] = []

  /// Creates an empty collection.
  init() {}

  /// The live observers, in the order they were added.
  var members: [Observer] {
    prune()
    return entries.compactMap { $0.object as? Observer }
  }

  /// The number of live observers.
  var count: Int {
    members.count
  }

  /// Adds `observer`, held weakly. Adding an observer already present does nothing.
  ///
  /// - Parameter observer: A class instance.
  func add(_ observer: Observer) {
    let object = observer as AnyObject
    prune()
    guard !entries.contains(where: { $0.object === object }) else { return }
    entries.append(Entry(object))
  }

  /// Removes `observer` if present.
  ///
  /// - Parameter observer: An observer previously added.
  func remove(_ observer: Observer) {
    let object = observer as AnyObject
    entries.removeAll { $0.object == nil || $0.object === object }
  }

  /// Calls `body` with each live observer, in the order they were added.
  ///
  /// - Parameter body: The notification to send. Observers added or removed by `body` take
  ///   effect from the next call.
  func notify(_ body: (Observer) -> Void) {
    for member in members { body(member) }
  }

  private func prune() {
    entries.removeAll { $0.object == nil }
  }
}
