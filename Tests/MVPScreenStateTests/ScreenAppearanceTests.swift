import MVPCore
import MVPScreenState
import MVPTestSupport
import Testing

@MainActor @Suite struct ScreenAppearanceTests {
  let presenter = EventRecordingPresenter()
  var log: CallRecorder<LifecycleEvent> { presenter.events }

  @Test func theFirstAppearanceLoadsThenAppears() {
    var appearance = ScreenAppearance()

    appearance.appear(presenter)

    log.expectCalls([.viewDidLoad, .viewWillAppear, .viewDidAppear])
  }

  @Test func laterAppearancesAppearWithoutLoadingAgain() {
    var appearance = ScreenAppearance()
    appearance.appear(presenter)
    log.expectCalls([.viewDidLoad, .viewWillAppear, .viewDidAppear])

    appearance.disappear(presenter)
    appearance.appear(presenter)
    appearance.appear(presenter)

    log.expectCalls(
      [
        .viewWillDisappear, .viewDidDisappear, .viewWillAppear, .viewDidAppear, .viewWillAppear,
        .viewDidAppear,
      ])
  }
}
