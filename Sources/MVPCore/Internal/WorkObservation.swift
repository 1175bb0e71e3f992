/// The task-local values through which a test kit observes MVPCore (see ``WorkObserver``).
///
/// Threading: task-local values; read from any thread.
package enum WorkObservation {
  /// The observer of the current test, set by the test kit around the test's body; `nil` in an
  /// app.
  @TaskLocal package static var observer: (any WorkObserver)?

  /// The observed work (a ``TaskScope`` task or operation) that the current code runs for, so
  /// that a stub it calls can say which work now waits for the test.
  @TaskLocal package static var currentWork: WorkID?
}
