/// Counts the completion-handler answers a ``NotifyingDispatcher`` has delivered to the main
/// actor, and lets the runner await the next one instead of sleeping or polling.
@MainActor
public final class DeliveryMonitor {
  /// How many dispatched work items have run so far.
  public private(set) var deliveredCount = 0

  private var waiters: [CheckedContinuation<Void, Never>] = []

  /// Creates a monitor with no deliveries.
  public init() {}

  /// Records that a dispatched work item ran, resuming everyone waiting for it.
  public func recordDelivery() {
    deliveredCount += 1
    let resumed = waiters
    waiters.removeAll()
    for waiter in resumed { waiter.resume() }
  }

  /// Suspends until a delivery happens after the `count`-th; returns at once if one already has.
  ///
  /// - Parameter count: A ``deliveredCount`` read earlier.
  public func waitForDelivery(after count: Int) async {
    guard deliveredCount == count else { return }
    await withCheckedContinuation { waiters.append($0) }
  }
}
