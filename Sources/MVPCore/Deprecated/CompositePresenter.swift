/// A presenter that forwarded lifecycle events to child presenters; removed: a screen composes
/// its sections with `ScreenLifecycle.embed(_:view:)`, which also keeps each section's visibility
/// and messages. Unavailable: old code gets this message instead of "cannot find".
@available(
  *, unavailable,
  message: "compose sections with ScreenLifecycle.embed(_:view:) in the page presenter's screen"
)
public final class CompositePresenter {}
