/// A ``LiveSourceStub`` as a ``PresenterChecker`` sees it, its value type erased: the
/// subscriptions open now, which must all end when the presenter is released.
///
/// Threading: safe from any thread.
protocol LiveSourceReporting: AnyObject, Sendable {
  /// How reports name the stub, for example `LiveSourceStub<Array<Todo>>`.
  var name: String { get }

  /// One line per subscription open now, for example
  /// `LiveSourceStub<Array<Todo>> subscription #2 (observe(_:_:))`.
  var openSubscriptionNames: [String] { get }
}
