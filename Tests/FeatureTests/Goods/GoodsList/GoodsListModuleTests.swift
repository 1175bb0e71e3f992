import GoodsFeature
import MVPCore
import MVPTestSupport
import Testing

@MainActor @Suite(.presenterTest) struct GoodsListModuleTests {
  let service = StubGoodsService()
  let navigator = RecordingNavigator()

  @Test func tappingARowPushesADetailModuleWithTheCoupon() throws {
    let module = GoodsListModule.build(
      service: service, navigator: navigator, views: GoodsMockViews.make(),
      coupon: .amountOff(20, threshold: 100), dispatcher: .immediate)
    let listView = try module.view(as: MockGoodsListView.self)
    #expect(listView.presenter === module.presenter)
    module.presenter.viewDidLoad()
    service.pages.succeed(
      with: Page(items: [GoodsSamples.lipBalm, GoodsSamples.lamp], offset: 0, total: 2))

    module.presenter.selectProduct(at: 1)

    navigator.recorder.expectCalls([.push("MockGoodsDetailView")])
    let detailView = try #require(navigator.stack.last as? MockGoodsDetailView)
    let detail = try #require(detailView.presenter)
    #expect(detail.productID == 9)
    detail.viewDidLoad()
    #expect(service.details.requests == [9])
    service.details.succeed(with: GoodsSamples.lamp)
    detailView.recorder.expectCalls([
      .showLoading, .hideLoading, .showProduct(GoodsDetailPresenterTests.lampViewModel),
    ])
    listView.recorder.expectCalls([
      .showLoading, .hideLoading, .showGoods([GoodsSamples.lipBalmRow, GoodsSamples.lampRow]),
    ])
  }

  @Test func theModuleUsesTheInjectedPageSizeAndOptions() throws {
    let module = GoodsListModule.build(
      service: service, navigator: navigator, views: GoodsMockViews.make(),
      options: GoodsDisplayOptions(texts: .simplifiedChinese), pageSize: 2,
      dispatcher: .immediate)
    let listView = try module.view(as: MockGoodsListView.self)

    module.presenter.viewDidLoad()
    service.pages.succeed(with: Page(items: [], offset: 0, total: 0))

    #expect(service.pages.requests == [.init(offset: 0, limit: 2)])
    listView.recorder.expectCalls([.showLoading, .hideLoading, .showEmpty(message: "暂无商品。")])
  }

  @Test func theRouterDoesNothingOnceTheNavigatorIsGone() {
    var navigator: RecordingNavigator? = RecordingNavigator()
    let router = GoodsListRouter(
      navigator: navigator!, service: service, views: GoodsMockViews.make(),
      options: GoodsDisplayOptions(), coupon: nil, dispatcher: .immediate)
    navigator = nil

    router.navigate(to: .detail(productID: 1))

    #expect(router.navigator == nil)
    #expect(service.details.requests.isEmpty)
  }

  /// A leak test: it checks what outlives the module, not what the views show.
  @Test(.presenterTest(skipping: [.viewCalls, .runningWork]))
  func everythingDeallocatesEvenWithRequestsInFlight() async throws {
    let leaks = LeakTracker()
    do {
      let module = GoodsListModule.build(
        service: service, navigator: navigator, views: GoodsMockViews.make(),
        dispatcher: .main)
      leaks.track(module.view, as: "list view")
      leaks.track(module.presenter, as: "list presenter")
      module.presenter.viewDidLoad()
      service.pages.succeed(with: Page(items: [GoodsSamples.lamp], offset: 0, total: 5))
      module.presenter.refresh()
      module.presenter.addToCart(at: 0)
      module.presenter.selectProduct(at: 0)
      let detailView = try #require(navigator.stack.last as? MockGoodsDetailView)
      let detail = try #require(detailView.presenter)
      leaks.track(detailView, as: "detail view")
      leaks.track(detail, as: "detail presenter")
      detail.viewDidLoad()
      navigator.pop(animated: true)
    }
    leaks.expectAllDeallocated()
    #expect(service.pages.pendingRequests == [.init(offset: 0, limit: 20)])
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
