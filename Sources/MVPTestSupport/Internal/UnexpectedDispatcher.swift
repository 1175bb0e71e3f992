import MVPCore

/// What `.default` (`MainQueueDispatcher`) resolves to inside a ``PresenterTest``: a dispatcher that fails the
/// test, because a presenter dispatched an answer through a queue the test does not control.
/// It then runs the work as `MainQueueDispatcher` would, so that the test goes on as in an app.
///
/// Threading: ``dispatch(_:)`` from any thread; the failure is reported when the test ends.
struct UnexpectedDispatcher: Dispatcher {
  let ledger: TestLedger

  func dispatch(_ work: @escaping @MainActor @Sendable () -> Void) {
    ledger.recordProblem(
      "An answer reached a presenter through the default dispatcher (`.default`, the main "
        + "queue): give every presenter and module the test's dispatcher, `.immediate` or a "
        + "ManualDispatcher.")
    MainQueueDispatcher().dispatch(work)
  }
}
