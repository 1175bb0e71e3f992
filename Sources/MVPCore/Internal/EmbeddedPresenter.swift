/// A presenter embedded in a ``ScreenLifecycle``, with its type erased: how it is attached to and
/// detached from its part of the screen's view, takes lifecycle events and reports pending work,
/// and whether it was last told that its part is hidden.
@MainActor
final class EmbeddedPresenter<View> {
  /// The part of the screen's view that the presenter drives, as an object.
  let part: (View) -> AnyObject
  let attach: (View) -> Void
  let detach: (View) -> Void
  let pendingWork: () -> [String]
  private let handleEvent: (LifecycleEvent) -> Void

  /// Whether the last visibility event the presenter received was `viewDidDisappear` (its part
  /// is hidden), rather than `viewWillAppear` or none.
  private(set) var isHidden = false

  init(
    part: @escaping (View) -> AnyObject, attach: @escaping (View) -> Void,
    detach: @escaping (View) -> Void, handle: @escaping (LifecycleEvent) -> Void,
    pendingWork: @escaping () -> [String]
  ) {
    self.part = part
    self.attach = attach
    self.detach = detach
    self.handleEvent = handle
    self.pendingWork = pendingWork
  }

  /// Sends `event` to the presenter, noting whether it says that the part is hidden.
  func handle(_ event: LifecycleEvent) {
    switch event {
    case .viewWillAppear: isHidden = false
    case .viewDidDisappear: isHidden = true
    case .viewDidLoad, .viewDidAppear, .viewWillDisappear: break
    }
    handleEvent(event)
  }

  /// Notes that the part was attached to a visible view: like any newly attached view, its
  /// binding counts it as visible.
  func noteVisible() {
    isHidden = false
  }
}
