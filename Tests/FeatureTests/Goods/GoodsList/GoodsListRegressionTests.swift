import Foundation
import GoodsFeature
import MVPCore
import MVPTestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One test per kind of fault of issue 8 that applies to the goods list, named after the kind.
@MainActor @Suite(.presenterTest) struct GoodsListRegressionTests {
  let harness = GoodsListHarness()
  var service: StubGoodsService { harness.service }
  var view: MockGoodsListView { harness.view }

  static let cancelledMessage = "The request was cancelled."

  // MARK: - Kind 1: progress ends on a re-attached view

  @Test func loadingEndsOnAReattachedView_kind1() {
    let presenter = harness.makePresenter()
    presenter.viewDidLoad()

    presenter.detach(view)
    presenter.attach(view)
    service.pages.succeed(with: GoodsSamples.page(1...20, offset: 0, total: 45), at: 1)

    view.recorder.expectCalls([
      .showLoading, .showLoading, .hideLoading, .showGoods(GoodsSamples.rows(1...20)),
    ])
    service.pages.succeed(with: GoodsSamples.page(1...20, offset: 0, total: 45))  // late, dropped
  }

  @Test func loadMoreEndsOnAReattachedView_kind1() {
    let presenter = harness.makePresenter()
    harness.showFirstPage(presenter)
    presenter.loadNextPage()

    presenter.detach(view)
    presenter.attach(view)
    service.pages.succeed(with: GoodsSamples.page(21...40, offset: 20, total: 45), at: 1)

    view.recorder.expectCalls([
      .showLoadingMore,
      .hideLoading, .showGoods(GoodsSamples.rows(1...20)), .showLoadingMore,
      .hideLoadingMore, .insertGoods(at: 20..<40, rows: GoodsSamples.rows(21...40)),
    ])
    #expect(service.pages.requests.last == harness.query(offset: 20))
    service.pages.succeed(with: GoodsSamples.page(21...40, offset: 20, total: 45))  // late, dropped
  }

  @Test func refreshingEndsOnAReattachedView_kind1() {
    let presenter = harness.makePresenter()
    harness.showFirstPage(presenter)
    presenter.refresh()

    presenter.detach(view)
    presenter.attach(view)
    service.pages.succeed(with: GoodsSamples.page(101...120, offset: 0, total: 45), at: 1)

    view.recorder.expectCalls([
      .hideLoading, .showGoods(GoodsSamples.rows(1...20)),
      .endRefreshing, .showGoods(GoodsSamples.rows(101...120)),
    ])
  }

  // MARK: - Kind 2: an interrupted load resumes on the next view

  @Test func anInterruptedLoadResumesOnTheNextView_kind2() {
    let presenter = harness.makePresenter()
    let secondView = MockGoodsListView()

    presenter.viewDidLoad()
    presenter.detach(view)
    presenter.attach(secondView)

    #expect(service.pages.requests == [harness.query(offset: 0), harness.query(offset: 0)])
    #expect(service.pages.cancelledRequests == [harness.query(offset: 0)])
    #expect(presenter.tasks.isRunning(GoodsListKeys.pages))
    service.pages.succeed(with: GoodsSamples.page(1...20, offset: 0, total: 45), at: 1)
    secondView.recorder.expectCalls([
      .showLoading, .hideLoading, .showGoods(GoodsSamples.rows(1...20)),
    ])
    view.recorder.expectCalls([.showLoading])
    service.pages.succeed(with: GoodsSamples.page(1...20, offset: 0, total: 45))  // late, dropped
  }

  // MARK: - Kind 3: a cancellation the presenter did not ask for is a failure

  @Test func aFirstPageCancelledByTheServiceIsTheErrorStateWithRetry_kind3() {
    let presenter = harness.makePresenter()

    presenter.viewDidLoad()
    service.pages.fail(with: ServiceError.cancelled)

    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showError(message: Self.cancelledMessage, canRetry: true),
    ])
    presenter.retry()
    service.pages.succeed(with: GoodsSamples.page(1...3, offset: 0, total: 3))
    view.recorder.expectCalls([.showLoading, .hideLoading, .showGoods(GoodsSamples.rows(1...3))])
  }

  @Test func aNextPageCancelledByTheTransportIsAMessageAndTheRowsStay_kind3() {
    let presenter = harness.makePresenter()
    harness.showFirstPage(presenter)

    presenter.loadNextPage()
    service.pages.fail(with: URLError(.cancelled))

    view.recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore, .showMessage(Self.cancelledMessage),
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

  @Test func aCartAdditionCancelledByTheServiceIsAMessage_kind3() {
    let presenter = harness.makePresenter()
    harness.showFirstPage(presenter, ids: 1...3, total: 3)

    presenter.addToCart(at: 1)
    service.cart.fail(with: CancellationError())

    view.recorder.expectCalls([
      .showMessage("Couldn't add Item 2 to your cart. \(Self.cancelledMessage)")
    ])
  }

  @Test func cancellationThePresenterAskedForStaysSilent_kind3() {
    let presenter = harness.makePresenter()
    harness.showFirstPage(presenter)
    presenter.loadNextPage()

    presenter.refresh()
    service.pages.fail(with: ServiceError.cancelled, at: 0)  // the superseded next page
    presenter.detach(view)
    service.pages.fail(with: URLError(.cancelled), at: 0)  // the refresh the detach interrupted

    view.recorder.expectCalls([.showLoadingMore, .hideLoadingMore])
    #expect(
      service.pages.cancelledRequests == [harness.query(offset: 20), harness.query(offset: 0)])
  }

  // MARK: - Kind 5: a server that ignores `skip`

  @Test func aServerIgnoringSkipEndsPaging_kind5() {
    let presenter = harness.makePresenter(pageSize: 10)
    harness.showFirstPage(presenter, ids: 1...10, total: 30)

    presenter.loadNextPage()
    service.pages.succeed(with: GoodsSamples.page(1...10, offset: 0, total: 30))
    presenter.loadNextPage()
    presenter.loadNextPage()

    view.recorder.expectCalls([.showLoadingMore, .hideLoadingMore])
    #expect(
      service.pages.requests == [
        harness.query(offset: 0, limit: 10), harness.query(offset: 10, limit: 10),
      ])
    #expect(presenter.list.items.map(\.id) == Array(1...10))
  }

  // MARK: - Kind 6: lifecycle events during a next page

  @Test func lifecycleEventsDuringANextPageChangeNothing_kind6() {
    let presenter = harness.makePresenter()
    harness.showFirstPage(presenter)
    presenter.loadNextPage()

    presenter.viewDidLoad()
    presenter.viewWillAppear()
    presenter.viewDidDisappear()
    presenter.viewDidLoad()
    presenter.viewWillAppear()
    service.pages.succeed(with: GoodsSamples.page(21...40, offset: 20, total: 45))

    view.recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore,
      .insertGoods(at: 20..<40, rows: GoodsSamples.rows(21...40)),
    ])
    #expect(service.pages.requests == [harness.query(offset: 0), harness.query(offset: 20)])
    #expect(service.pages.cancelledRequests.isEmpty)
  }

  // MARK: - Kind 8: a late detach from a replaced view

  @Test func aLateDetachOfAReplacedViewChangesNothing_kind8() {
    let presenter = harness.makePresenter()
    harness.showFirstPage(presenter)
    presenter.loadNextPage()
    let secondView = MockGoodsListView()

    presenter.attach(secondView)
    presenter.detach(view)
    service.pages.succeed(with: GoodsSamples.page(21...40, offset: 20, total: 45))

    secondView.recorder.expectCalls([
      .hideLoading, .showGoods(GoodsSamples.rows(1...20)), .showLoadingMore,
      .hideLoadingMore, .insertGoods(at: 20..<40, rows: GoodsSamples.rows(21...40)),
    ])
    view.recorder.expectCalls([.showLoadingMore])
    #expect(service.pages.cancelledRequests.isEmpty)
  }

  // MARK: - Kind 9: a write in flight at detach

  @Test func aCartAdditionInFlightAtDetachReachesTheNextView_kind9() {
    let presenter = harness.makePresenter()
    harness.showFirstPage(presenter, ids: 1...3, total: 3)
    presenter.addToCart(at: 0)
    let secondView = MockGoodsListView()

    presenter.detach(view)
    presenter.attach(secondView)
    service.cart.succeed(with: 4)

    #expect(service.cart.cancelledRequests.isEmpty)
    secondView.recorder.expectCalls([
      .hideLoading, .showGoods(GoodsSamples.rows(1...3)),
      .showMessage("Added 1 unit of Item 1, its minimum order, to your cart. Items in cart: 4."),
    ])
  }

  // MARK: - Kind 10: a message while the view is hidden

  @Test func aCartMessageWhileHiddenIsShownWhenTheViewAppears_kind10() {
    let presenter = harness.makePresenter()
    harness.showFirstPage(presenter, ids: 1...3, total: 3)
    presenter.addToCart(at: 0)

    presenter.viewDidDisappear()
    service.cart.succeed(with: 4)

    view.recorder.expectNoCalls()
    #expect(presenter.pendingWorkDescriptions.count == 1)
    presenter.viewWillAppear()
    view.recorder.expectCalls([
      .showMessage("Added 1 unit of Item 1, its minimum order, to your cart. Items in cart: 4.")
    ])
  }
}
