import MVPCore
import MVPTestSupport
import Testing

@MainActor @Suite struct ScreenAppearanceTests {
  let log = CallRecorder<LifecycleRecordingPresenter.Entry>()
  let presenter: LifecycleRecordingPresenter

  init() {
    presenter = LifecycleRecordingPresenter("screen", log: log)
  }

  private func entries(_ events: [LifecycleEvent]) -> [LifecycleRecordingPresenter.Entry] {
    events.map { LifecycleRecordingPresenter.Entry(presenter: "screen", event: $0) }
  }

  @Test func theFirstAppearanceLoadsThenAppears() {
    var appearance = ScreenAppearance()

    appearance.appear(presenter)

    log.expectCalls(entries([.viewDidLoad, .viewWillAppear, .viewDidAppear]))
  }

  @Test func laterAppearancesAppearWithoutLoadingAgain() {
    var appearance = ScreenAppearance()
    appearance.appear(presenter)
    log.expectCalls(entries([.viewDidLoad, .viewWillAppear, .viewDidAppear]))

    appearance.disappear(presenter)
    appearance.appear(presenter)
    appearance.appear(presenter)

    log.expectCalls(
      entries([
        .viewWillDisappear, .viewDidDisappear, .viewWillAppear, .viewDidAppear, .viewWillAppear,
        .viewDidAppear,
      ]))
  }
}
