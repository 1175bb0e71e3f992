import GoodsFeature
import MVPCore
import MVPTestSupport
import Testing

/// The goods list module built with observable screen states as its views.
@MainActor @Suite(.presenterTest) struct GoodsListModuleScreenStateTests {
  let service = StubGoodsService()
  let navigator = RecordingNavigator()

  @Test func theListStateOpensDetailStatesPricedUnderTheCoupon() throws {
    let module = GoodsListModule.build(
      service: service, navigator: navigator, coupon: .amountOff(20, threshold: 100),
      dispatcher: .immediate)
    #expect(module.view.presenter === module.presenter)
    module.view.appear()
    service.pages.succeed(
      with: Page(items: [GoodsSamples.lipBalm, GoodsSamples.lamp], offset: 0, total: 2))
    #expect(module.view.rows == [GoodsSamples.lipBalmRow, GoodsSamples.lampRow])

    module.view.selectProduct(at: 1)

    navigator.recorder.expectCalls([.push("GoodsDetailScreenState")])
    let detail = try #require(navigator.stack.last as? GoodsDetailScreenState)
    #expect(detail.presenter.productID == 9)
    detail.appear()
    service.details.succeed(with: GoodsSamples.lamp)
    #expect(detail.product == GoodsDetailPresenterTests.lampViewModel)
  }

  @Test func theScreenStateFactoriesCreateStatesAroundTheirPresenters() throws {
    let views = GoodsFeatureViews.screenStates
    let list = GoodsListPresenter(service: service, router: RecordingRouter<GoodsListRoute>())
    let detail = GoodsDetailPresenter(productID: 3, service: service)

    let listState = try #require(views.makeList(list) as? GoodsListScreenState)
    let detailState = try #require(views.makeDetail(detail) as? GoodsDetailScreenState)

    #expect(listState.presenter === list)
    #expect(detailState.presenter === detail)
  }

  /// A leak test: it releases the module with requests in flight on purpose.
  @Test(.presenterTest(skipping: .runningWork))
  func everythingDeallocatesEvenWithRequestsInFlight() async throws {
    let leaks = LeakTracker()
    do {
      let module = GoodsListModule.build(
        service: service, navigator: navigator, dispatcher: .main)
      leaks.track(module.view, as: "list state")
      leaks.track(module.presenter, as: "list presenter")
      module.view.appear()
      service.pages.succeed(with: Page(items: [GoodsSamples.lamp], offset: 0, total: 5))
      module.presenter.refresh()
      module.view.addToCart(at: 0)
      module.view.selectProduct(at: 0)
      let detail = try #require(navigator.stack.last as? GoodsDetailScreenState)
      leaks.track(detail, as: "detail state")
      leaks.track(detail.presenter, as: "detail presenter")
      detail.appear()
      navigator.pop(animated: true)
      navigator.recorder.expectCalls([.push("GoodsDetailScreenState"), .pop])
    }
    leaks.expectAllDeallocated()
    #expect(service.pages.cancelledRequests == [.init(offset: 0, limit: 20)])
    #expect(service.details.cancelledRequests == [9])
    // The cart addition is a write: leaving the screen does not cancel it (issue 26). It runs to
    // its end, and its outcome reaches the test's `WriteOutcomes`.
    #expect(service.cart.cancelledRequests == [])
    service.cart.succeed(with: 1)
    let outcomes = try #require(PresenterTest.current).writeOutcomes
    await outcomes.waitForOutcomes(1)
    #expect(outcomes.unhandled.map(\.description) == ["GoodsListPresenter succeeded"])
  }
}
