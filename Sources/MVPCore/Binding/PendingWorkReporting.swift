/// Something that can say whether it still holds work that has not run or finished.
///
/// ``ViewBinding`` (queued one-shot updates), ``TaskScope`` (running tasks and tracked
/// operations), ``ScreenLifecycle``, `RefreshWaiters` (refreshes awaited) and test dispatchers
/// conform, so that a test can fail when anything is left pending at its end instead of passing
/// by accident.
///
/// It is the one way a presenter reports its pending work: conform and forward to the screen
/// (`public var pendingWorkDescriptions: [String] { screen.pendingWorkDescriptions }`), with no
/// feature-specific test hooks. `MVPTestSupport`'s presenter tests find a presenter's bindings and
/// task scopes by themselves; the conformance serves checks of single objects
/// (`expectNoPendingWork(presenter)`) and tools such as the random-sequence tests.
@MainActor
public protocol PendingWorkReporting: AnyObject {
  /// A human-readable line per pending item, empty when nothing is pending. Used in test failure
  /// messages, for example `["queued view update #2"]`.
  var pendingWorkDescriptions: [String] { get }
}
