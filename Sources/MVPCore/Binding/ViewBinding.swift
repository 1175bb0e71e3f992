/// A weak, re-attachable reference from a presenter to its view, with per-update delivery rules.
///
/// `View` is the feature's view protocol, usually as an existential (`any UserListView`). Because
/// an existential does not satisfy a generic `AnyObject` constraint, the binding stores the view as
/// a weak `AnyObject` and casts it back on use. The presenter therefore never retains its view:
/// when the view is deallocated the binding behaves as detached.
///
/// Every update goes through ``update(_:_:)`` with a ``DeliveryPolicy`` that says what happens
/// while no view is attached: dropped, queued for the next view (one-shot), or kept as the latest
/// state per key and replayed to each view that attaches.
///
/// Threading: main actor only. Updates run synchronously on the caller's turn of the main actor.
@MainActor
public final class ViewBinding<View>: PendingWorkReporting {
  /// The most one-shot updates kept while detached; when exceeded the oldest is discarded.
  public let queueCapacity: Int

  private weak var storage: AnyObject?
  private var queued: [(sequence: Int, body: (View) -> Void)] = []
  private var states: [UpdateKey: (sequence: Int, body: (View) -> Void)] = [:]
  private var nextSequence = 0

  /// Creates a binding with no view attached.
  ///
  /// - Parameter queueCapacity: The most one-shot updates (``DeliveryPolicy/queue``) kept while
  ///   no view is attached, at least 1; defaults to 32.
  public init(queueCapacity: Int = 32) {
    self.queueCapacity = max(1, queueCapacity)
  }

  /// The attached view, or `nil` when none is attached or it was deallocated.
  public var view: View? {
    storage as? View
  }

  /// Whether a live view is attached.
  public var isAttached: Bool {
    view != nil
  }

  /// The number of one-shot updates waiting for a view.
  public var queuedUpdateCount: Int {
    queued.count
  }

  /// Attaches `view` (held weakly), replacing any attached view, then replays to it every kept
  /// state update and every queued one-shot update, in the order they were sent. Queued updates
  /// are removed once delivered; state updates are kept for later views.
  ///
  /// - Parameter view: The view to attach. It must be a class instance; the feature view
  ///   protocols are class-bound, so this always holds for them.
  public func attach(_ view: View) {
    storage = view as AnyObject
    var pendingQueued = queued
    queued.removeAll()
    let replay = (pendingQueued + states.values).sorted { $0.sequence < $1.sequence }
    for entry in replay {
      // A replayed update may detach the view; undelivered one-shot updates then wait again.
      guard let current = self.view else {
        queued = pendingQueued + queued
        return
      }
      pendingQueued.removeAll { $0.sequence == entry.sequence }
      entry.body(current)
    }
  }

  /// Detaches the view. Kept state and queued one-shot updates stay for the next view.
  public func detach() {
    storage = nil
  }

  /// Sends an update to the view under a delivery policy.
  ///
  /// - Parameters:
  ///   - policy: What to do if no view is attached; see ``DeliveryPolicy``. Defaults to
  ///     ``DeliveryPolicy/drop``.
  ///   - body: The view calls to make. Runs at once when a view is attached.
  public func update(_ policy: DeliveryPolicy = .drop, _ body: @escaping (View) -> Void) {
    let sequence = nextSequence
    nextSequence += 1
    switch policy {
    case .drop:
      break
    case .queue:
      guard view == nil else { break }
      queued.append((sequence, body))
      if queued.count > queueCapacity {
        queued.removeFirst(queued.count - queueCapacity)
      }
      return
    case .state(let key):
      states[key] = (sequence, body)
    }
    if let view {
      body(view)
    }
  }

  /// Forgets the state kept under `key`, so that later views do not receive it.
  ///
  /// - Parameter key: The key given to ``DeliveryPolicy/state(_:)``.
  public func clearState(_ key: UpdateKey) {
    states[key] = nil
  }

  /// Forgets all kept state and queued updates.
  public func reset() {
    states.removeAll()
    queued.removeAll()
  }

  /// One line per queued one-shot update still waiting for a view.
  public var pendingWorkDescriptions: [String] {
    queued.map { "queued view update #\($0.sequence) waiting for a view" }
  }
}
