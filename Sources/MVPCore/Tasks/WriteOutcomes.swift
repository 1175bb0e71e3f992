/// Where writes report once the presenter that started them is gone: the app-level place that
/// outlives every screen.
///
/// **A write outlives its screen.** A write (``WorkRole/write``) started in a ``TaskScope`` runs
/// to its end when its presenter is released (the user tapped Back while it saved); only
/// ``TaskScope/cancel(_:)`` or ``TaskScope/cancelAll()`` ends it. Its outcome goes to the
/// presenter's `then` while the presenter lives and, after that, here, as a ``WriteOutcome``:
/// never nowhere.
///
/// Set ``onOutcome`` once, where the app is put together (it is one handler for the whole app, so
/// features do not set their own), to show what failed: a banner, a badge. Successes arrive too
/// (`failure == nil`); tell writes apart by ``WriteOutcome/key`` (`"note.save.42"`) or
/// ``WriteOutcome/presenter`` (the presenter type's name, unqualified). Outcomes that arrive while
/// it is `nil` wait in ``unhandled`` and are handed to it when it is set. An outcome carries no
/// payload: a screen that must offer the user's edit again keeps the edit itself.
///
/// ```swift
/// WriteOutcomes.shared.onOutcome = { outcome in
///   if let failure = outcome.failure { banner.show(failure.userMessage) }
/// }
/// ```
///
/// A ``TaskScope`` (and so a ``ScreenLifecycle``) reports to ``shared`` unless it is given
/// another one; inside a presenter test of `MVPTestSupport` the default is that test's own
/// `PresenterTest.writeOutcomes`, so that tests running side by side do not share outcomes.
@MainActor
public final class WriteOutcomes {
  /// The app's outcomes: the default of every ``TaskScope`` outside a presenter test.
  public static let shared = WriteOutcomes()

  /// The most outcomes ``unhandled`` keeps; the oldest goes first when it is full.
  public let capacity: Int

  /// Outcomes that arrived while ``onOutcome`` was `nil`, oldest first, at most ``capacity``.
  public private(set) var unhandled: [WriteOutcome] = []

  /// How many outcomes arrived in all, handled or not.
  public private(set) var receivedCount = 0

  /// Waits of a test kit, resumed when ``receivedCount`` reaches their count.
  private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  /// Receives every outcome as it arrives, on the main actor. Setting it hands it the
  /// ``unhandled`` outcomes first, oldest first, and empties that list.
  public var onOutcome: (@MainActor (WriteOutcome) -> Void)? {
    didSet {
      guard let onOutcome, !unhandled.isEmpty else { return }
      let waiting = unhandled
      unhandled.removeAll()
      for outcome in waiting { onOutcome(outcome) }
    }
  }

  /// Creates an empty place for outcomes, for an app that keeps its own or a test that injects
  /// one.
  ///
  /// - Parameter capacity: The most unhandled outcomes kept, 1 or more (lower values are raised
  ///   to 1); defaults to 100.
  public init(capacity: Int = 100) {
    self.capacity = max(1, capacity)
  }

  /// Takes the outcome of a write whose presenter is gone: hands it to ``onOutcome``, or keeps
  /// it in ``unhandled``.
  ///
  /// - Parameter outcome: How the write ended.
  public func receive(_ outcome: WriteOutcome) {
    receivedCount += 1
    if let onOutcome {
      onOutcome(outcome)
    } else {
      if unhandled.count == capacity { unhandled.removeFirst() }
      unhandled.append(outcome)
    }
    let ready = waiters.filter { $0.count <= receivedCount }
    waiters.removeAll { $0.count <= receivedCount }
    for waiter in ready { waiter.continuation.resume() }
    WorkObservation.observer?.changed()
  }

  /// Suspends until ``receivedCount`` is at least `count`; never times out. The test kit's
  /// `waitForOutcomes(_:)` builds on it.
  ///
  /// - Parameter count: The number of outcomes received in all to wait for.
  package func waitUntilReceived(_ count: Int) async {
    guard receivedCount < count else { return }
    await withCheckedContinuation { waiters.append((count, $0)) }
  }
}
