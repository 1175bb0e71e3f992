import GoodsFeature
import MVPCore
import MVPTestSupport
import Testing

@MainActor @Suite(.presenterTest) struct GoodsListPagingTests {
  let harness = GoodsListHarness()
  var service: StubGoodsService { harness.service }
  var view: MockGoodsListView { harness.view }

  @Test func nextPagesAppendTheirRowsAsARange() {
    let presenter = harness.makePresenter()
    harness.showFirstPage(presenter, total: 45)

    presenter.loadNextPage()
    service.pages.succeed(with: GoodsSamples.page(21...40, offset: 20, total: 45))
    presenter.loadNextPage()
    service.pages.succeed(with: GoodsSamples.page(41...45, offset: 40, total: 45))
    presenter.loadNextPage()

    view.recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore,
      .insertGoods(at: 20..<40, rows: GoodsSamples.rows(21...40)),
      .showLoadingMore, .hideLoadingMore,
      .insertGoods(at: 40..<45, rows: GoodsSamples.rows(41...45)),
    ])
    #expect(
      service.pages.requests == [
        harness.query(offset: 0), harness.query(offset: 20), harness.query(offset: 40),
      ])
    #expect(presenter.list.items.map(\.id) == Array(1...45))
  }

  @Test func aLastPageExactlyFillingTheTotalEndsPaging() {
    let presenter = harness.makePresenter()
    harness.showFirstPage(presenter, total: 40)

    presenter.loadNextPage()
    service.pages.succeed(with: GoodsSamples.page(21...40, offset: 20, total: 40))
    presenter.loadNextPage()

    view.recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore,
      .insertGoods(at: 20..<40, rows: GoodsSamples.rows(21...40)),
    ])
    #expect(service.pages.requests == [harness.query(offset: 0), harness.query(offset: 20)])
  }

  @Test func aFirstPageHoldingEverythingNeverAsksForMore() {
    let presenter = harness.makePresenter()
    harness.showFirstPage(presenter, ids: 1...20, total: 20)

    presenter.loadNextPage()

    #expect(service.pages.requests == [harness.query(offset: 0)])
  }

  @Test func aPageOverlappingThePreviousOneAppendsOnlyNewProducts() {
    let presenter = harness.makePresenter()
    harness.showFirstPage(presenter, total: 45)

    presenter.loadNextPage()
    // The catalogue shifted: the server skipped 18, repeating products 19 and 20.
    service.pages.succeed(with: GoodsSamples.page(19...38, offset: 18, total: 45))
    presenter.loadNextPage()

    view.recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore,
      .insertGoods(at: 20..<38, rows: GoodsSamples.rows(21...38)), .showLoadingMore,
    ])
    #expect(service.pages.requests.last == harness.query(offset: 38))
    #expect(presenter.list.items.map(\.id) == Array(1...38))
    service.pages.succeed(with: GoodsSamples.page(39...45, offset: 38, total: 45))
    view.recorder.expectCalls([
      .hideLoadingMore, .insertGoods(at: 38..<45, rows: GoodsSamples.rows(39...45)),
    ])
  }

  /// A page that adds no product and does not move the offset cannot advance (issue 8, kind 5):
  /// paging ends instead of asking for the same page again; a refresh starts over.
  @Test func aPageOfOnlyRepeatedProductsEndsPaging() {
    let presenter = harness.makePresenter()
    harness.showFirstPage(presenter, total: 45)

    presenter.loadNextPage()
    service.pages.succeed(with: GoodsSamples.page(16...20, offset: 15, total: 45))
    presenter.loadNextPage()

    view.recorder.expectCalls([.showLoadingMore, .hideLoadingMore])
    #expect(service.pages.requests == [harness.query(offset: 0), harness.query(offset: 20)])
    #expect(presenter.list.items.map(\.id) == Array(1...20))
    presenter.refresh()
    service.pages.succeed(with: GoodsSamples.page(1...20, offset: 0, total: 45))
    presenter.loadNextPage()
    #expect(service.pages.requests.last == harness.query(offset: 20))
    service.pages.succeed(with: GoodsSamples.page(21...40, offset: 20, total: 45))
    view.recorder.expectCalls([
      .endRefreshing, .showGoods(GoodsSamples.rows(1...20)),
      .showLoadingMore, .hideLoadingMore,
      .insertGoods(at: 20..<40, rows: GoodsSamples.rows(21...40)),
    ])
  }

  @Test func oneNextPageAtATimeAndNoneBeforeTheFirstPage() {
    let presenter = harness.makePresenter()

    presenter.loadNextPage()
    presenter.viewDidLoad()
    presenter.loadNextPage()
    #expect(service.pages.requests == [harness.query(offset: 0)])
    service.pages.succeed(with: GoodsSamples.page(1...20, offset: 0, total: 45))
    presenter.loadNextPage()
    presenter.loadNextPage()

    #expect(service.pages.requests == [harness.query(offset: 0), harness.query(offset: 20)])
    service.pages.succeed(with: GoodsSamples.page(21...40, offset: 20, total: 45))
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showGoods(GoodsSamples.rows(1...20)),
      .showLoadingMore, .hideLoadingMore,
      .insertGoods(at: 20..<40, rows: GoodsSamples.rows(21...40)),
    ])
  }

  @Test func aNextPageFailureIsAMessageAndTheRowsStay() {
    let presenter = harness.makePresenter()
    harness.showFirstPage(presenter, total: 45)

    presenter.loadNextPage()
    service.pages.fail(with: ServiceError.offline)

    view.recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore, .showMessage(GoodsListHarness.offlineMessage),
    ])
    #expect(presenter.list.items.map(\.id) == Array(1...20))
    presenter.loadNextPage()
    #expect(service.pages.requests.last == harness.query(offset: 20))
    service.pages.succeed(with: GoodsSamples.page(21...40, offset: 20, total: 45))
    view.recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore,
      .insertGoods(at: 20..<40, rows: GoodsSamples.rows(21...40)),
    ])
  }

  @Test func refreshReplacesTheRowsAndRestartsPaging() {
    let presenter = harness.makePresenter()
    harness.showFirstPage(presenter, total: 45)
    presenter.loadNextPage()
    service.pages.succeed(with: GoodsSamples.page(21...40, offset: 20, total: 45))
    view.recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore,
      .insertGoods(at: 20..<40, rows: GoodsSamples.rows(21...40)),
    ])

    presenter.refresh()
    #expect(service.pages.requests.last == harness.query(offset: 0))
    service.pages.succeed(with: GoodsSamples.page(101...120, offset: 0, total: 30))

    view.recorder.expectCalls([.endRefreshing, .showGoods(GoodsSamples.rows(101...120))])
    presenter.loadNextPage()
    #expect(service.pages.requests.last == harness.query(offset: 20))
    service.pages.succeed(with: GoodsSamples.page(121...130, offset: 20, total: 30))
    view.recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore,
      .insertGoods(at: 20..<30, rows: GoodsSamples.rows(121...130)),
    ])
  }

  @Test func refreshingToAnEmptyCatalogueShowsTheEmptyState() {
    let presenter = harness.makePresenter()
    harness.showFirstPage(presenter)

    presenter.refresh()
    service.pages.succeed(with: Page(items: [], offset: 0, total: 0))

    view.recorder.expectCalls([.endRefreshing, .showEmpty(message: "No products yet.")])
  }

  @Test func aRefreshFailureWithRowsShownIsAMessageAndTheRowsStay() {
    let presenter = harness.makePresenter()
    harness.showFirstPage(presenter, total: 45)

    presenter.refresh()
    service.pages.fail(with: ServiceError.timeout)

    view.recorder.expectCalls([.endRefreshing, .showMessage(GoodsListHarness.timeoutMessage)])
    #expect(presenter.list.items.map(\.id) == Array(1...20))
    presenter.loadNextPage()
    #expect(service.pages.requests.last == harness.query(offset: 20))
    service.pages.succeed(with: GoodsSamples.page(21...40, offset: 20, total: 45))
    view.recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore,
      .insertGoods(at: 20..<40, rows: GoodsSamples.rows(21...40)),
    ])
  }

  @Test func aRefreshFailureWithNothingShownIsTheErrorState() {
    let presenter = harness.makePresenter()
    presenter.viewDidLoad()
    service.pages.succeed(with: Page(items: [], offset: 0, total: 0))
    view.recorder.expectCalls([.showLoading, .hideLoading, .showEmpty(message: "No products yet.")])

    presenter.refresh()
    service.pages.fail(with: ServiceError.offline)

    view.recorder.expectCalls([
      .endRefreshing, .showError(message: GoodsListHarness.offlineMessage, canRetry: true),
    ])
  }

  @Test func refreshDuringTheFirstLoadEndsAtOnceAndLoadsAgain() {
    let presenter = harness.makePresenter()
    presenter.viewDidLoad()

    presenter.refresh()

    view.recorder.expectCalls([.showLoading, .endRefreshing])
    #expect(service.pages.requests == [harness.query(offset: 0), harness.query(offset: 0)])
    #expect(service.pages.cancelledRequests == [harness.query(offset: 0)])
    // The first request's late answer is discarded; the second's is shown.
    service.pages.succeed(with: GoodsSamples.page(1...20, offset: 0, total: 45), at: 0)
    view.recorder.expectNoCalls()
    service.pages.succeed(with: GoodsSamples.page(1...20, offset: 0, total: 45))
    view.recorder.expectCalls([.hideLoading, .showGoods(GoodsSamples.rows(1...20))])
  }

  @Test func refreshSupersedesANextPageAnsweredFirst() {
    let presenter = harness.makePresenter()
    harness.showFirstPage(presenter, total: 45)
    presenter.loadNextPage()

    presenter.refresh()
    view.recorder.expectCalls([.showLoadingMore, .hideLoadingMore])
    #expect(service.pages.cancelledRequests == [harness.query(offset: 20)])
    #expect(service.pages.pendingRequests == [harness.query(offset: 20), harness.query(offset: 0)])
    service.pages.succeed(with: GoodsSamples.page(21...40, offset: 20, total: 45), at: 0)
    view.recorder.expectNoCalls()
    service.pages.succeed(with: GoodsSamples.page(201...220, offset: 0, total: 45), at: 0)

    view.recorder.expectCalls([.endRefreshing, .showGoods(GoodsSamples.rows(201...220))])
    #expect(presenter.list.items.map(\.id) == Array(201...220))
    presenter.loadNextPage()
    #expect(service.pages.requests.last == harness.query(offset: 20))
    service.pages.succeed(with: GoodsSamples.page(221...240, offset: 20, total: 45))
    view.recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore,
      .insertGoods(at: 20..<40, rows: GoodsSamples.rows(221...240)),
    ])
  }

  @Test func refreshSupersedesANextPageAnsweredLast() {
    let presenter = harness.makePresenter()
    harness.showFirstPage(presenter, total: 45)
    presenter.loadNextPage()

    presenter.refresh()
    service.pages.succeed(with: GoodsSamples.page(201...220, offset: 0, total: 45), at: 1)
    view.recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore, .endRefreshing,
      .showGoods(GoodsSamples.rows(201...220)),
    ])
    service.pages.succeed(with: GoodsSamples.page(21...40, offset: 20, total: 45), at: 0)

    view.recorder.expectNoCalls()
    #expect(presenter.list.items.map(\.id) == Array(201...220))
  }

  @Test func aFailedNextPageSupersededByRefreshShowsNothing() {
    let presenter = harness.makePresenter()
    harness.showFirstPage(presenter, total: 45)
    presenter.loadNextPage()

    presenter.refresh()
    view.recorder.expectCalls([.showLoadingMore, .hideLoadingMore])
    service.pages.fail(with: ServiceError.offline, at: 0)

    view.recorder.expectNoCalls()
    service.pages.succeed(with: GoodsSamples.page(1...20, offset: 0, total: 45))
    view.recorder.expectCalls([.endRefreshing, .showGoods(GoodsSamples.rows(1...20))])
  }

  @Test func noNextPageWhileRefreshing() {
    let presenter = harness.makePresenter()
    harness.showFirstPage(presenter, total: 45)

    presenter.refresh()
    presenter.loadNextPage()
    presenter.refresh()

    #expect(service.pages.requests == [harness.query(offset: 0), harness.query(offset: 0)])
    // The second pull joins the refresh that runs: its indicator ends with that refresh.
    view.recorder.expectNoCalls()
    service.pages.succeed(with: GoodsSamples.page(1...20, offset: 0, total: 45))
    view.recorder.expectCalls([.endRefreshing, .showGoods(GoodsSamples.rows(1...20))])
  }

  @Test func aNextPageAlreadyDispatchedWhenRefreshStartsIsDropped() {
    let dispatcher = ManualDispatcher()
    let presenter = harness.makePresenter(dispatcher: dispatcher)
    presenter.viewDidLoad()
    service.pages.succeed(with: GoodsSamples.page(1...20, offset: 0, total: 45))
    dispatcher.runAll()
    view.recorder.expectCalls([.showLoading, .hideLoading, .showGoods(GoodsSamples.rows(1...20))])
    presenter.loadNextPage()
    service.pages.succeed(with: GoodsSamples.page(21...40, offset: 20, total: 45))
    #expect(dispatcher.pendingCount == 1)

    presenter.refresh()
    dispatcher.runAll()

    view.recorder.expectCalls([.showLoadingMore, .hideLoadingMore])
    service.pages.succeed(with: GoodsSamples.page(1...20, offset: 0, total: 45))
    dispatcher.runAll()
    view.recorder.expectCalls([.endRefreshing, .showGoods(GoodsSamples.rows(1...20))])
  }
}
