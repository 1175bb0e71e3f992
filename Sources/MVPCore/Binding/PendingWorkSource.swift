/// Something that can say whether it still holds work that has not run or finished.
///
/// ``ViewBinding`` (queued one-shot updates), ``TaskScope`` (running tasks and tracked
/// operations), ``ScreenLifecycle``, `RefreshWaiters` (refreshes awaited) and test dispatchers
/// conform, so that a test can fail when anything is left pending at its end instead of passing
/// by accident.
///
/// Package-only: `MVPTestSupport`'s presenter tests find a presenter's bindings and task scopes
/// by themselves, and `expectNoPendingWork` takes these objects and any ``ScreenPresenter``
/// (whose ``ScreenPresenter/pendingWorkDescriptions`` the kit implements): a presenter writes
/// nothing to report its pending work.
@MainActor
package protocol PendingWorkSource: AnyObject {
  /// A human-readable line per pending item, empty when nothing is pending. Used in test failure
  /// messages, for example `["queued view update #2"]`.
  var pendingWorkDescriptions: [String] { get }
}
