import MVPCore
import MVPTestSupport

/// A presenter that records each lifecycle event it receives, tagged with its name, into a log
/// that may be shared with other presenters to check their relative order.
@MainActor
final class LifecycleRecordingPresenter: PresenterInterface {
  struct Entry: Equatable {
    let presenter: String
    let event: LifecycleEvent
  }

  let name: String
  let log: CallRecorder<Entry>

  init(_ name: String, log: CallRecorder<Entry>) {
    self.name = name
    self.log = log
  }

  /// Has no view of its own: only its lifecycle events matter.
  func attach(_ view: AnyObject) {}
  func detach(_ view: AnyObject) {}

  func viewDidLoad() { log.record(Entry(presenter: name, event: .viewDidLoad)) }
  func viewWillAppear() { log.record(Entry(presenter: name, event: .viewWillAppear)) }
  func viewDidAppear() { log.record(Entry(presenter: name, event: .viewDidAppear)) }
  func viewWillDisappear() { log.record(Entry(presenter: name, event: .viewWillDisappear)) }
  func viewDidDisappear() { log.record(Entry(presenter: name, event: .viewDidDisappear)) }
}
