/// The former protocol of objects that report pending work to tests; no longer public. A
/// ``ScreenPresenter`` reports its screen's pending work itself
/// (``ScreenPresenter/pendingWorkDescriptions``), and `expectNoPendingWork` takes presenters,
/// screens, task scopes, bindings and test dispatchers.
@available(
  *, unavailable,
  message:
    "remove the conformance: a ScreenPresenter reports its pending work itself, and expectNoPendingWork takes presenters, screens, TaskScopes and ViewBindings"
)
public protocol PendingWorkReporting: AnyObject {}
