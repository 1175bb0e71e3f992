import Foundation

/// Where one live subscription stands now, shared by its task (which iterates the source off the
/// main actor), its ``TaskScope`` and the source's ``LiveSourceWitness``.
///
/// A subscription is *idle* while it waits for the next value of its source: its scope then does
/// not count it as pending work (see `TaskScope+Subscriptions.swift`). It is busy while it starts
/// (until it first asks for a value) and while a value it took is being shown.
///
/// Threading: safe from any thread; the state is guarded by a lock.
package final class SubscriptionActivity: @unchecked Sendable {
  private enum State {
    case starting
    case awaitingValue
    case delivering
    case ended
  }

  // Guarded by `lock`.
  private let lock = NSLock()
  private var state = State.starting
  private var witnesses: [any LiveSourceWitness] = []
  private var cancelActions: [@Sendable () -> Void] = []
  private var isCancelled = false

  /// The observed work the subscription runs as, read when it starts; `nil` outside a presenter
  /// test. Told when the subscription becomes idle, so that the test's waits check again.
  private var work: WorkID?

  /// Creates the activity of a subscription that has not started.
  init() {}

  /// Whether the subscription waits for the next value of its source.
  var isAwaitingValue: Bool {
    locked { state == .awaitingValue }
  }

  /// Notes the observed work the subscription runs as (``WorkObservation/currentWork``).
  func begin() {
    let work = WorkObservation.currentWork
    locked { self.work = work }
  }

  /// Reports to `witness` from now on; tells it at once when the subscription was cancelled
  /// already. A source calls it while it opens, from ``WorkObservation/openingSubscription``.
  ///
  /// - Parameter witness: The source's witness, held until the subscription goes.
  package func adopt(_ witness: any LiveSourceWitness) {
    let cancelled = locked { () -> Bool in
      witnesses.append(witness)
      return isCancelled
    }
    if cancelled { witness.subscriptionWasCancelled() }
  }

  /// Runs `action` when the subscription is cancelled, or at once when it was.
  func whenCancelled(_ action: @escaping @Sendable () -> Void) {
    let now = locked { () -> Bool in
      if isCancelled { return true }
      cancelActions.append(action)
      return false
    }
    if now { action() }
  }

  /// The subscription asks its source for the next value: it is idle until it gets one.
  func awaitsValue() {
    let (witnesses, work) = locked { () -> ([any LiveSourceWitness], WorkID?) in
      state = .awaitingValue
      return (self.witnesses, self.work)
    }
    // A source no witness watches moves by itself: the observer learns that it waits for it.
    if let work, witnesses.isEmpty { work.observer.work(work, awaitsUnwatchedSource: true) }
    work?.observer.changed()
    for witness in witnesses { witness.subscriptionAwaitsValue() }
  }

  /// The source handed the subscription a value: it is busy until the value is shown.
  func valueArrived() {
    let (watched, work) = locked { () -> (Bool, WorkID?) in
      state = .delivering
      return (!witnesses.isEmpty, self.work)
    }
    if let work, !watched { work.observer.work(work, awaitsUnwatchedSource: false) }
  }

  /// The value taken last was shown (or dropped by a cancelled subscription): the subscription
  /// is idle again from now (it goes on to ask for the next value), before the witness hears of
  /// it, so that a test that the witness lets go on finds no pending work.
  func delivered() {
    let (witnesses, work) = locked { () -> ([any LiveSourceWitness], WorkID?) in
      if state == .delivering { state = .awaitingValue }
      return (self.witnesses, self.work)
    }
    for witness in witnesses { witness.subscriptionDidDeliver() }
    work?.observer.changed()
  }

  /// The subscription's task was cancelled: runs the cancellation actions and tells the witness.
  func cancel() {
    let (actions, witnesses) = locked { () -> ([@Sendable () -> Void], [any LiveSourceWitness]) in
      guard !isCancelled else { return ([], []) }
      isCancelled = true
      defer { cancelActions.removeAll() }
      return (cancelActions, self.witnesses)
    }
    for action in actions { action() }
    for witness in witnesses { witness.subscriptionWasCancelled() }
  }

  /// The subscription ended and its end was handled.
  func end() {
    let witnesses = locked { () -> [any LiveSourceWitness] in
      state = .ended
      return self.witnesses
    }
    for witness in witnesses { witness.subscriptionDidEnd() }
  }

  private func locked<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}
