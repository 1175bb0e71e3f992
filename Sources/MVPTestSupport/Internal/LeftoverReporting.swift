/// An object of this kit that a ``PresenterTest`` asks, at the test's end, what it still holds:
/// unchecked calls, unanswered stub calls, queued work.
///
/// Threading: main actor; conforming stubs answer from any thread.
@MainActor
protocol LeftoverReporting: AnyObject, Sendable {
  /// What the object still holds, empty when nothing.
  var leftovers: [Leftover] { get }
}
