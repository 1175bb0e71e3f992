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

  /// The live subscription of MVPCore that opens its source now (makes its sequence and
  /// iterator, or calls its observer), so that a source that is a ``LiveSourceWitness`` (the test
  /// kit's stub) adopts itself (``SubscriptionActivity/adopt(_:)``) and is told of each value
  /// shown and of the end; `nil` elsewhere.
  @TaskLocal package static var openingSubscription: SubscriptionActivity?
}
