import MVPCore
import MVPTestSupport
import Testing

/// Router lifetime rules: the presenter holds its router strongly, the router holds its navigator
/// weakly.
@MainActor @Suite(.presenterTest) struct RouterInterfaceTests {
  let navigator = RecordingNavigator()

  /// The anti-pattern some MVP write-ups show: a presenter holding its router weakly.
  @MainActor
  private final class WeakRouterPresenter {
    weak var router: (any SampleRouting)?

    init(router: any SampleRouting) {
      self.router = router
    }

    func didSelect(id: Int) {
      router?.navigate(to: .detail(id: id))
    }
  }

  @Test func aRouterHeldOnlyWeaklyIsDeallocatedAtOnce() {
    let presenter: WeakRouterPresenter
    do {
      // As a builder would: create the router, hand it to the presenter, return.
      let router = SampleRouter(navigator: navigator)
      presenter = WeakRouterPresenter(router: router)
      #expect(presenter.router === router)
    }
    #expect(presenter.router == nil)
    presenter.didSelect(id: 1)
  }

  @Test func ourPresenterKeepsItsRouterAliveAndNavigates() {
    let presenter = SamplePresenter(
      router: SampleRouter(navigator: navigator), loadContent: { "content" })
    weak let weakRouter = presenter.router
    #expect(weakRouter != nil)
    presenter.didSelect(id: 7)
    navigator.recorder.expectCalls([.push("MockSampleView")])
    #expect(navigator.stack.count == 1)
  }

  @Test func theRouterTurnsEachRouteIntoNavigation() {
    let router = SampleRouter(navigator: navigator)
    router.navigate(to: .detail(id: 1))
    router.navigate(to: .settings)
    router.navigate(to: .close)
    navigator.recorder.expectCalls([.push("MockSampleView"), .present("MockSampleView"), .pop])
    #expect(navigator.stack.isEmpty)
    #expect(navigator.presented is MockSampleView)
  }

  @Test func theRouterDoesNotRetainItsNavigator() {
    weak var weakNavigator: RecordingNavigator?
    let router: SampleRouter
    do {
      let shortLived = RecordingNavigator()
      weakNavigator = shortLived
      router = SampleRouter(navigator: shortLived)
      #expect(router.navigator === shortLived)
    }
    #expect(weakNavigator == nil)
    #expect(router.navigator == nil)
    router.navigate(to: .detail(id: 1))
    router.navigate(to: .settings)
    router.navigate(to: .close)
  }

  @Test func aRecordingRouterStandsInForTheFeatureRouter() {
    let router = RecordingRouter<SampleRoute>()
    let presenter = SamplePresenter(router: router, loadContent: { "content" })
    presenter.didSelect(id: 3)
    presenter.didSelect(id: 4)
    router.recorder.expectCalls([.detail(id: 3), .detail(id: 4)])
  }
}
