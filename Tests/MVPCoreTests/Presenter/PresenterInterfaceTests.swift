import MVPCore
import MVPTestSupport
import Testing

@MainActor @Suite(.presenterTest) struct PresenterInterfaceTests {
  /// Implements only `viewDidAppear`; every other lifecycle method is the default.
  private final class AppearOnlyPresenter: PresenterInterface {
    let log = CallRecorder<LifecycleEvent>()
    func attach(_ view: AnyObject) {}
    func detach(_ view: AnyObject) {}
    func viewDidAppear() { log.record(.viewDidAppear) }
  }

  /// Implements nothing at all.
  private final class SilentPresenter: PresenterInterface {
    func attach(_ view: AnyObject) {}
    func detach(_ view: AnyObject) {}
  }

  @Test func lifecycleEventsAreTheFiveViewCallbacksInOrder() {
    #expect(
      LifecycleEvent.allCases == [
        .viewDidLoad, .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
      ])
    #expect(
      LifecycleEvent.allCases.map(\.rawValue) == [
        "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
      ])
  }

  @Test func handleCallsTheMatchingMethodForEachEvent() {
    let log = CallRecorder<LifecycleRecordingPresenter.Entry>()
    let presenter = LifecycleRecordingPresenter("p", log: log)
    for event in LifecycleEvent.allCases.reversed() {
      presenter.handle(event)
    }
    log.expectCalls(
      LifecycleEvent.allCases.reversed().map { .init(presenter: "p", event: $0) })
  }

  @Test func unimplementedLifecycleMethodsDoNothing() {
    let presenter = AppearOnlyPresenter()
    for event in LifecycleEvent.allCases {
      presenter.handle(event)
    }
    presenter.viewDidLoad()
    presenter.viewWillAppear()
    presenter.viewWillDisappear()
    presenter.viewDidDisappear()
    presenter.log.expectCalls([.viewDidAppear])

    let silent = SilentPresenter()
    for event in LifecycleEvent.allCases {
      silent.handle(event)
    }
  }
}
