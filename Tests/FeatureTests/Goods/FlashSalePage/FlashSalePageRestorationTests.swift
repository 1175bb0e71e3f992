import Foundation
import GoodsFeature
import MVPClock
import MVPCore
import MVPTestSupport
import Testing

/// The flash-sale page killed and relaunched (issue 29) in the middle of its goods' first load,
/// a next page and a cart addition. Its goods section restores as the goods list does (the
/// products loaded, the product on top); the banner and the sign-in prompt keep nothing (the sale
/// and whether the user is signed in come from the app): each section comes back as on a fresh
/// page, with no progress of a request that died with the app and no cart addition sent again.
///
/// The banner's countdown sleeps until its next tick: work left running on purpose.
@MainActor @Suite(.presenterTest(skipping: .runningWork)) struct FlashSalePageRestorationTests {
  let clock = ManualClock()
  let service = StubGoodsService()
  let navigator = RecordingNavigator()
  let signInRouter = RecordingRouter<SignInPromptRoute>()
  /// A sale that started a minute ago and ends in an hour, at ¥5.00.
  let sale: FlashSale
  let banner = FlashSaleCountdownViewModel(phase: .running, text: "Ends in 01:00:00")
  let prompt = "Sign in to hear when the next flash sale starts."

  init() {
    let now = clock.now.date
    sale = FlashSale(
      start: now.addingTimeInterval(-60), end: now.addingTimeInterval(3600), price: 5)
  }

  /// A page of `ids`, every product on the sale, out of 6.
  func page(_ ids: ClosedRange<Int>, offset: Int) -> Page<Product> {
    Page(
      items: ids.map {
        Product(id: $0, title: "Item \($0)", price: 10, stock: 50, flashSale: sale)
      },
      offset: offset, total: 6)
  }

  /// The rows of `ids` during the sale.
  func rows(_ ids: ClosedRange<Int>) -> [GoodsRowViewModel] {
    ids.map {
      GoodsRowViewModel(
        id: $0, name: "Item \($0)", priceText: "¥5.00", originalPriceText: "¥10.00",
        tagText: "Flash sale", isOnSale: true)
    }
  }

  /// The page, built as the app builds it, its goods in pages of 2.
  func launch() -> RelaunchableModule<any ViewInterface, FlashSalePagePresenter> {
    RelaunchableModule { [sale, service, navigator, signInRouter, clock] in
      FlashSalePageModule.build(
        sale: sale, service: service, navigator: navigator, views: GoodsMockViews.make(),
        makeView: { presenter in
          let view = MockFlashSalePageView()
          view.presenter = presenter
          return (view, view)
        },
        signInRouter: signInRouter, pageSize: 2, dispatcher: .immediate,
        clock: AnyWallClock(clock))
    }
  }

  /// The mock page view of `app`'s module now.
  func view(
    _ app: RelaunchableModule<any ViewInterface, FlashSalePagePresenter>
  ) throws -> MockFlashSalePageView {
    try app.module.view(as: MockFlashSalePageView.self)
  }

  /// Sends `viewDidLoad` to the page and checks that every section starts as on a fresh page.
  func load(_ app: RelaunchableModule<any ViewInterface, FlashSalePagePresenter>) throws {
    app.module.presenter.viewDidLoad()
    let view = try view(app)
    view.bannerView.recorder.expectCalls([banner])
    view.goodsView.recorder.expectCalls([.showLoading])
    view.signInView.recorder.expectCalls([prompt])
  }

  /// Checks that no section of the page shows anything.
  func expectNothingShown(
    _ app: RelaunchableModule<any ViewInterface, FlashSalePagePresenter>
  ) throws {
    let view = try view(app)
    view.bannerView.recorder.expectNoCalls()
    view.goodsView.recorder.expectNoCalls()
    view.signInView.recorder.expectNoCalls()
  }

  /// Launches the page and shows its first page of goods, 1 and 2.
  func launchShowingTheFirstGoods() throws -> RelaunchableModule<
    any ViewInterface, FlashSalePagePresenter
  > {
    let app = launch()
    try load(app)
    service.pages.succeed(with: page(1...2, offset: 0))
    try view(app).goodsView.recorder.expectCalls([.hideLoading, .showGoods(rows(1...2))])
    return app
  }

  @Test func killedDuringTheFirstLoadEverySectionComesBackFresh() throws {
    let app = launch()
    try load(app)

    try app.killAndRelaunch()
    try expectNothingShown(app)
    #expect(service.pages.cancelledRequests == [.init(offset: 0, limit: 2)])
    // A late answer to the request that died with the app reaches no screen.
    service.pages.succeed(with: page(1...2, offset: 0))
    try expectNothingShown(app)
    try load(app)
    #expect(service.pages.pendingRequests == [.init(offset: 0, limit: 2)])
    service.pages.succeed(with: page(1...2, offset: 0))
    try view(app).goodsView.recorder.expectCalls([.hideLoading, .showGoods(rows(1...2))])
  }

  @Test func killedDuringANextPageTheGoodsComeBackLoadedAtTheProductOnTop() throws {
    let app = try launchShowingTheFirstGoods()
    app.module.presenter.goods.loadNextPage()
    service.pages.succeed(with: page(3...4, offset: 2))
    app.module.presenter.goods.topRowDidChange(to: 2)  // product 3 at the top
    app.module.presenter.goods.loadNextPage()  // the app is killed while it loads
    try view(app).goodsView.recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore, .insertGoods(at: 2..<4, rows: rows(3...4)),
      .showLoadingMore,
    ])

    try app.killAndRelaunch()
    try expectNothingShown(app)
    #expect(service.pages.cancelledRequests == [.init(offset: 4, limit: 2)])
    service.pages.succeed(with: page(5...6, offset: 4))
    try expectNothingShown(app)
    try load(app)
    // The 4 products loaded, in one request; not the page that was loading.
    #expect(service.pages.pendingRequests == [.init(offset: 0, limit: 4)])
    service.pages.succeed(with: page(1...4, offset: 0))
    try view(app).goodsView.recorder.expectCalls([
      .hideLoading, .showGoods(rows(1...4)), .scrollToRow(2),
    ])
  }

  @Test func killedDuringACartAdditionItNeverSendsItAgain() async throws {
    let app = try launchShowingTheFirstGoods()
    app.module.presenter.goods.addToCart(at: 1)  // the app is killed while product 2 is added
    let addition = StubGoodsService.CartAddition(productID: 2, quantity: 1, stock: 50)
    #expect(service.cart.pendingRequests == [addition])

    try app.killAndRelaunch()
    try load(app)
    service.pages.succeed(with: page(1...2, offset: 0))
    try view(app).goodsView.recorder.expectCalls([.hideLoading, .showGoods(rows(1...2))])
    #expect(service.cart.requests == [addition])

    service.cart.succeed(with: 1)
    try await expectTheKilledWrite(endedAs: "GoodsListPresenter succeeded")
    try view(app).goodsView.recorder.expectNoCalls()
    #expect(service.cart.requests == [addition])
  }
}
