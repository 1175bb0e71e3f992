import GoodsFeature
import MVPCore
import MVPTestSupport
import Testing

@MainActor @Suite(.presenterTest) struct GoodsDetailModuleTests {
  let service = StubGoodsService()

  @Test func buildsAViewHoldingItsPresenter() throws {
    let module = GoodsDetailModule.build(
      productID: 9, service: service, coupon: .amountOff(20, threshold: 100),
      dispatcher: .immediate, makeView: { GoodsMockViews.make().makeDetail($0).view })
    let view = try module.view(as: MockGoodsDetailView.self)
    #expect(view.presenter === module.presenter)

    module.presenter.viewDidLoad()
    service.details.succeed(with: GoodsSamples.lamp)

    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showProduct(GoodsDetailPresenterTests.lampViewModel),
    ])
  }

  /// A leak test: it checks what outlives the module, not what the views show.
  @Test(.presenterTest(skipping: [.viewCalls, .runningWork]))
  func everythingDeallocatesEvenWithRequestsInFlight() throws {
    let leaks = LeakTracker()
    do {
      let module = GoodsDetailModule.build(
        productID: 9, service: service, dispatcher: .immediate,
        makeView: { GoodsMockViews.make().makeDetail($0).view })
      leaks.track(module.view, as: "detail view")
      leaks.track(module.presenter, as: "detail presenter")
      module.presenter.viewDidLoad()
      service.details.succeed(with: GoodsSamples.lamp)
      module.presenter.addToCart(quantity: 2)
    }
    leaks.expectAllDeallocated()
    // The cart addition is a write: leaving the screen does not cancel it (issue 26). It runs to
    // its end, and its outcome reaches the test's `WriteOutcomes`.
    #expect(service.cart.cancelledRequests == [])
    service.cart.succeed(with: 2)
    let outcomes = try #require(PresenterTest.current).writeOutcomes
    #expect(outcomes.unhandled.map(\.description) == ["GoodsDetailPresenter succeeded"])
  }
}
