import GoodsFeature
import MVPCore
import MVPTestSupport
import Testing

/// The goods detail module built with an observable screen state as its view.
@MainActor @Suite(.presenterTest) struct GoodsDetailModuleScreenStateTests {
  let service = StubGoodsService()

  @Test func theStateHoldsItsPresenterAndShowsTheProduct() {
    let module = GoodsDetailModule.build(
      productID: 9, service: service, coupon: .amountOff(20, threshold: 100),
      dispatcher: .immediate)
    #expect(module.view.presenter === module.presenter)

    module.view.appear()
    service.details.succeed(with: GoodsSamples.lamp)

    #expect(module.view.product == GoodsDetailPresenterTests.lampViewModel)
  }

  /// A leak test: it releases the module with requests in flight on purpose.
  @Test(.presenterTest(skipping: .runningWork))
  func everythingDeallocatesEvenWithRequestsInFlight() throws {
    let leaks = LeakTracker()
    do {
      let module = GoodsDetailModule.build(productID: 9, service: service, dispatcher: .immediate)
      leaks.track(module.view, as: "detail state")
      leaks.track(module.presenter, as: "detail presenter")
      module.view.appear()
      service.details.succeed(with: GoodsSamples.lamp)
      module.view.quantity = 2
      module.view.addToCart()
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
