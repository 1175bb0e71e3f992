import GoodsFeature
import MVPCore
import MVPTestSupport
import Testing

/// The goods list killed and relaunched (issue 29) in the middle of a first load, a next page and
/// a cart addition: it comes back with the products it had loaded, scrolled to the product at
/// the top, loads them again in one request, shows no progress of a request that died with the
/// app, and never sends a cart addition again.
@MainActor @Suite(.presenterTest) struct GoodsListRestorationTests {
  let service = StubGoodsService()
  let navigator = RecordingNavigator()

  /// The goods list module, built as the app builds it, on the test's service and navigator.
  func launch() -> RelaunchableModule<any ViewInterface, GoodsListPresenter> {
    RelaunchableModule { [service, navigator] in
      GoodsListModule.build(
        service: service, navigator: navigator, views: GoodsMockViews.make(),
        dispatcher: .immediate)
    }
  }

  /// The mock view of `app`'s module now.
  func view(
    _ app: RelaunchableModule<any ViewInterface, GoodsListPresenter>
  ) throws -> MockGoodsListView {
    try app.module.view(as: MockGoodsListView.self)
  }

  /// Launches the list and shows its first page of products 1 to 20 out of 45.
  func launchShowingTheFirstPage() throws -> RelaunchableModule<
    any ViewInterface, GoodsListPresenter
  > {
    let app = launch()
    app.module.presenter.viewDidLoad()
    service.pages.succeed(with: GoodsSamples.page(1...20, offset: 0, total: 45))
    try view(app).recorder.expectCalls([
      .showLoading, .hideLoading, .showGoods(GoodsSamples.rows(1...20)),
    ])
    return app
  }

  /// Kills and relaunches `app` while `killed` is its page request in flight, and checks that a
  /// late answer to it (`lateAnswer`) reaches no screen: the request died with the app.
  func killAndRelaunch(
    _ app: RelaunchableModule<any ViewInterface, GoodsListPresenter>,
    during killed: StubGoodsService.PageQuery, lateAnswer: Page<Product>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try app.killAndRelaunch()
    try view(app).recorder.expectNoCalls()
    #expect(service.pages.cancelledRequests == [killed], sourceLocation: sourceLocation)
    service.pages.succeed(with: lateAnswer, for: killed)
    try view(app).recorder.expectNoCalls()
  }

  /// Sends `viewDidLoad` to `app`'s presenter, checks that it asks for `query` and answers `page`.
  func load(
    _ app: RelaunchableModule<any ViewInterface, GoodsListPresenter>,
    asking query: StubGoodsService.PageQuery, answer page: Page<Product>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    app.module.presenter.viewDidLoad()
    #expect(service.pages.pendingRequests == [query], sourceLocation: sourceLocation)
    service.pages.succeed(with: page)
  }

  @Test func killedDuringTheFirstLoadItLoadsAgainAsAFreshList() throws {
    let app = launch()
    app.module.presenter.viewDidLoad()
    try view(app).recorder.expectCalls([.showLoading])

    let firstPage = GoodsSamples.page(1...20, offset: 0, total: 45)
    try killAndRelaunch(app, during: .init(offset: 0, limit: 20), lateAnswer: firstPage)
    load(app, asking: .init(offset: 0, limit: 20), answer: firstPage)
    try view(app).recorder.expectCalls([
      .showLoading, .hideLoading, .showGoods(GoodsSamples.rows(1...20)),
    ])
  }

  @Test func killedDuringANextPageItComesBackWithTheProductsLoadedAtTheProductOnTop() throws {
    let app = try launchShowingTheFirstPage()
    app.module.presenter.loadNextPage()
    service.pages.succeed(with: GoodsSamples.page(21...40, offset: 20, total: 45))
    app.module.presenter.topRowDidChange(to: 25)  // product 26 at the top as the user scrolls
    app.module.presenter.loadNextPage()  // the app is killed while it loads
    try view(app).recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore,
      .insertGoods(at: 20..<40, rows: GoodsSamples.rows(21...40)), .showLoadingMore,
    ])

    try killAndRelaunch(
      app, during: .init(offset: 40, limit: 20),
      lateAnswer: GoodsSamples.page(41...45, offset: 40, total: 45))
    // The 40 products loaded, in one request; not the page that was loading.
    load(
      app, asking: .init(offset: 0, limit: 40),
      answer: GoodsSamples.page(1...40, offset: 0, total: 45))
    try view(app).recorder.expectCalls([
      .showLoading, .hideLoading, .showGoods(GoodsSamples.rows(1...40)), .scrollToRow(25),
    ])
    // Paging goes on from there when the user reaches the bottom again.
    app.module.presenter.loadNextPage()
    #expect(service.pages.pendingRequests == [.init(offset: 40, limit: 20)])
    service.pages.succeed(with: GoodsSamples.page(41...45, offset: 40, total: 45))
    try view(app).recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore,
      .insertGoods(at: 40..<45, rows: GoodsSamples.rows(41...45)),
    ])
  }

  @Test func killedDuringACartAdditionItNeverSendsItAgain() async throws {
    let app = try launchShowingTheFirstPage()
    app.module.presenter.addToCart(at: 2)  // the app is killed while product 3 is added
    let addition = StubGoodsService.CartAddition(productID: 3, quantity: 1, stock: 50)
    #expect(service.cart.pendingRequests == [addition])

    try app.killAndRelaunch()
    load(
      app, asking: .init(offset: 0, limit: 20),
      answer: GoodsSamples.page(1...20, offset: 0, total: 45))
    try view(app).recorder.expectCalls([
      .showLoading, .hideLoading, .showGoods(GoodsSamples.rows(1...20)),
    ])
    #expect(service.cart.requests == [addition])

    // The killed app's addition ends as when a screen goes away: in `WriteOutcomes`, never on
    // the relaunched screen.
    service.cart.succeed(with: 1)
    try await expectTheKilledWrite(endedAs: "GoodsListPresenter succeeded")
    try view(app).recorder.expectNoCalls()
    #expect(service.cart.requests == [addition])
  }
}
