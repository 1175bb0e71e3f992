/// Delivers work to the main actor, from whatever thread a service calls back on.
///
/// Completion-handler services may call back on any thread; their presenters pass each callback
/// through an injected dispatcher to reach the view safely. Production code uses
/// ``MainQueueDispatcher`` (`.main`, or `.default` where the caller passes none); tests use the
/// immediate and manual dispatchers of `MVPTestSupport` to decide exactly when callbacks run.
///
/// Threading: ``dispatch(_:)`` may be called from any thread; `work` always runs on the main
/// actor.
public protocol Dispatcher: Sendable {
  /// Runs `work` on the main actor, now or later depending on the implementation.
  ///
  /// - Parameter work: The work to run. Work submitted from one thread runs in submission order.
  func dispatch(_ work: @escaping @MainActor @Sendable () -> Void)
}
