import GoodsFeature
import MVPCore
import MVPTestSupport
import Testing

/// The goods detail killed and relaunched (issue 29) in the middle of its load and of a cart
/// addition. It keeps nothing of its own (its product id comes with the route): it comes back
/// fresh, loading the product again, with no progress of a request that died with the app, and
/// never sends a cart addition again.
@MainActor @Suite(.presenterTest) struct GoodsDetailRestorationTests {
  let service = StubGoodsService()

  /// The detail of the desk lamp (product 9), built as the app builds it with a coupon.
  func launch() -> RelaunchableModule<any GoodsDetailView, GoodsDetailPresenter> {
    RelaunchableModule { [service] in
      GoodsDetailModule.build(
        productID: 9, service: service, coupon: .amountOff(20, threshold: 100),
        dispatcher: .immediate, makeView: { GoodsMockViews.make().makeDetail($0).view })
    }
  }

  /// The mock view of `app`'s module now.
  func view(
    _ app: RelaunchableModule<any GoodsDetailView, GoodsDetailPresenter>
  ) throws -> MockGoodsDetailView {
    try app.module.view(as: MockGoodsDetailView.self)
  }

  /// Sends `viewDidLoad` to `app`'s presenter, answers the load with the lamp and checks that
  /// the view shows it.
  func loadTheLamp(_ app: RelaunchableModule<any GoodsDetailView, GoodsDetailPresenter>) throws {
    app.module.presenter.viewDidLoad()
    service.details.succeed(with: GoodsSamples.lamp)
    try view(app).recorder.expectCalls([
      .showLoading, .hideLoading, .showProduct(GoodsDetailPresenterTests.lampViewModel),
    ])
  }

  @Test func killedDuringTheLoadItLoadsTheProductAgain() throws {
    let app = launch()
    app.module.presenter.viewDidLoad()
    try view(app).recorder.expectCalls([.showLoading])

    try app.killAndRelaunch()
    try view(app).recorder.expectNoCalls()
    #expect(service.details.cancelledRequests == [9])
    // A late answer to the request that died with the app reaches no screen.
    service.details.succeed(with: GoodsSamples.lamp)
    try view(app).recorder.expectNoCalls()
    try loadTheLamp(app)
    #expect(service.details.requests == [9, 9])
  }

  @Test func aDetailShownWhenTheAppWasKilledComesBackFreshAndLoadsTheProductAgain() throws {
    let app = launch()
    try loadTheLamp(app)

    try app.killAndRelaunch()
    try view(app).recorder.expectNoCalls()
    #expect(app.module.presenter.productID == 9)
    try loadTheLamp(app)
    #expect(service.details.requests == [9, 9])
  }

  @Test func killedDuringACartAdditionItNeverSendsItAgain() async throws {
    let app = launch()
    try loadTheLamp(app)
    app.module.presenter.addToCart(quantity: 2)  // the app is killed while it is added
    let addition = StubGoodsService.CartAddition(productID: 9, quantity: 2, stock: 40)
    #expect(service.cart.pendingRequests == [addition])

    try app.killAndRelaunch()
    try loadTheLamp(app)
    #expect(service.cart.requests == [addition])

    // The killed app's addition ends as when a screen goes away: in `WriteOutcomes`, never on
    // the relaunched screen.
    service.cart.succeed(with: 2)
    try await expectTheKilledWrite(endedAs: "GoodsDetailPresenter succeeded")
    try view(app).recorder.expectNoCalls()
    #expect(service.cart.requests == [addition])
  }
}
