import GoodsFeature
import MVPCore
import MVPTestSupport
import Testing

@MainActor @Suite(.presenterTest) struct GoodsDetailModuleTests {
  let service = StubGoodsService()

  @Test func buildsAViewHoldingItsPresenter() throws {
    let module = GoodsDetailModule.build(
      productID: 9, service: service, coupon: .amountOff(20, threshold: 100),
      dispatcher: .immediate, makeView: GoodsMockViews.make().makeDetail)
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
  func everythingDeallocatesEvenWithRequestsInFlight() {
    let leaks = LeakTracker()
    do {
      let module = GoodsDetailModule.build(
        productID: 9, service: service, dispatcher: .immediate,
        makeView: GoodsMockViews.make().makeDetail)
      leaks.track(module.view, as: "detail view")
      leaks.track(module.presenter, as: "detail presenter")
      module.presenter.viewDidLoad()
      service.details.succeed(with: GoodsSamples.lamp)
      module.presenter.addToCart(quantity: 2)
    }
    leaks.expectAllDeallocated()
    #expect(service.cart.cancelledRequests == [.init(productID: 9, quantity: 2, stock: 40)])
  }
}
