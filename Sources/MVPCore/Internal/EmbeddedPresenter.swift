/// A presenter embedded in a ``ScreenLifecycle``, with its type erased: how it is attached to and
/// detached from its part of the screen's view, takes lifecycle events and reports pending work.
@MainActor
struct EmbeddedPresenter<View> {
  let attach: (View) -> Void
  let detach: (View) -> Void
  let handle: (LifecycleEvent) -> Void
  let pendingWork: () -> [String]
}
