import Foundation
import MVPCore

/// A `Dispatcher` that queues work until the test runs it, so a test decides exactly
/// when each service callback reaches the presenter.
///
/// ``dispatch(_:)`` may be called from any thread (as a service's callback would); the queued work
/// runs, in submission order, when the test calls ``runNext()`` or ``runAll()`` on the main actor.
/// Work left queued at the end of a test is reported by
/// ``expectNoPendingWork(_:fileID:filePath:line:column:)``.
///
/// Threading: ``dispatch(_:)`` from any thread; everything else on the main actor.
@MainActor
public final class ManualDispatcher: Dispatcher, PendingWorkSource {
  private final class Queue: @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var items: [@MainActor @Sendable () -> Void] = []

    func append(_ work: @escaping @MainActor @Sendable () -> Void) {
      lock.lock()
      items.append(work)
      lock.unlock()
    }

    func popFirst() -> (@MainActor @Sendable () -> Void)? {
      lock.lock()
      defer { lock.unlock() }
      return items.isEmpty ? nil : items.removeFirst()
    }

    var count: Int {
      lock.lock()
      defer { lock.unlock() }
      return items.count
    }
  }

  private let queue = Queue()

  /// Creates a dispatcher with nothing queued; inside a ``PresenterTest`` it registers with the
  /// test, and work left queued when the test ends fails it.
  public init() {
    TestLedger.current?.register(self)
  }

  /// The number of work items waiting to run.
  public var pendingCount: Int {
    queue.count
  }

  /// Queues `work`; it runs when the test calls ``runNext()`` or ``runAll()``.
  ///
  /// - Parameter work: The work to queue.
  public nonisolated func dispatch(_ work: @escaping @MainActor @Sendable () -> Void) {
    queue.append(work)
  }

  /// Runs the oldest queued work item, if any.
  ///
  /// - Returns: Whether an item ran.
  @discardableResult
  public func runNext() -> Bool {
    guard let work = queue.popFirst() else { return false }
    work()
    return true
  }

  /// Runs queued work, including work queued while running, until none is left.
  ///
  /// - Returns: The number of items that ran.
  @discardableResult
  public func runAll() -> Int {
    var count = 0
    while runNext() { count += 1 }
    return count
  }

  /// One line per queued work item.
  public var pendingWorkDescriptions: [String] {
    (0..<queue.count).map { "dispatched work item #\($0 + 1) has not run" }
  }
}

extension ManualDispatcher: LeftoverReporting {
  var leftovers: [Leftover] {
    pendingWorkDescriptions.map { Leftover(check: .runningWork, text: "ManualDispatcher: \($0)") }
  }
}
