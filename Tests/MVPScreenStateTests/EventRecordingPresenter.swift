import MVPCore
import MVPTestSupport

/// A presenter that records the lifecycle events it receives, in order.
@MainActor
final class EventRecordingPresenter: PresenterInterface {
  let events = CallRecorder<LifecycleEvent>()

  /// Has no view of its own: only its lifecycle events matter.
  func attach(_ view: AnyObject) {}
  func detach(_ view: AnyObject) {}

  func viewDidLoad() { events.record(.viewDidLoad) }
  func viewWillAppear() { events.record(.viewWillAppear) }
  func viewDidAppear() { events.record(.viewDidAppear) }
  func viewWillDisappear() { events.record(.viewWillDisappear) }
  func viewDidDisappear() { events.record(.viewDidDisappear) }
}
