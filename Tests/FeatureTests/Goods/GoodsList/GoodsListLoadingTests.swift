import Dispatch
import GoodsFeature
import MVPCore
import MVPTestSupport
import Testing

@MainActor @Suite(.presenterTest) struct GoodsListLoadingTests {
  let harness = GoodsListHarness()
  var service: StubGoodsService { harness.service }
  var view: MockGoodsListView { harness.view }

  @Test func showsTheFirstPageAfterLoading() {
    let presenter = harness.makePresenter()

    presenter.viewDidLoad()

    view.recorder.expectCalls([.showLoading])
    #expect(service.pages.requests == [harness.query(offset: 0)])
    service.pages.succeed(with: GoodsSamples.page(1...20, offset: 0, total: 45))
    view.recorder.expectCalls([.hideLoading, .showGoods(GoodsSamples.rows(1...20))])
  }

  @Test func usesTheInjectedPageSize() {
    let presenter = harness.makePresenter(pageSize: 5)

    harness.showFirstPage(presenter, ids: 1...5, total: 12)
    presenter.loadNextPage()

    #expect(
      service.pages.requests == [
        harness.query(offset: 0, limit: 5), harness.query(offset: 5, limit: 5),
      ])
    service.pages.succeed(with: GoodsSamples.page(6...10, offset: 5, total: 12))
    view.recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore,
      .insertGoods(at: 5..<10, rows: GoodsSamples.rows(6...10)),
    ])
  }

  @Test func anEmptyCatalogueShowsTheEmptyState() {
    let presenter = harness.makePresenter()

    presenter.viewDidLoad()
    service.pages.succeed(with: Page(items: [], offset: 0, total: 0))

    view.recorder.expectCalls([.showLoading, .hideLoading, .showEmpty(message: "No products yet.")])
    presenter.loadNextPage()
    #expect(service.pages.requests.count == 1)
  }

  @Test func aFailureWithNothingShownIsTheErrorStateAndRetryRecovers() {
    let presenter = harness.makePresenter()

    presenter.viewDidLoad()
    service.pages.fail(with: ServiceError.offline)

    view.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showError(message: GoodsListHarness.offlineMessage, canRetry: true),
    ])
    presenter.retry()
    view.recorder.expectCalls([.showLoading])
    #expect(service.pages.requests == [harness.query(offset: 0), harness.query(offset: 0)])
    service.pages.succeed(with: GoodsSamples.page(1...3, offset: 0, total: 3))
    view.recorder.expectCalls([.hideLoading, .showGoods(GoodsSamples.rows(1...3))])
  }

  @Test func aTransportErrorIsClassified() {
    let presenter = harness.makePresenter()

    presenter.viewDidLoad()
    service.pages.fail(with: URLErrorSample.timedOut)

    view.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showError(message: GoodsListHarness.timeoutMessage, canRetry: true),
    ])
  }

  @Test func retryDoesNothingWhileLoadingOrWhileRowsAreShown() {
    let presenter = harness.makePresenter()

    presenter.viewDidLoad()
    presenter.retry()
    presenter.viewDidLoad()
    #expect(service.pages.requests.count == 1)
    service.pages.succeed(with: GoodsSamples.page(1...20, offset: 0, total: 45))
    view.recorder.expectCalls([.showLoading, .hideLoading, .showGoods(GoodsSamples.rows(1...20))])

    presenter.retry()
    presenter.viewDidLoad()

    #expect(service.pages.requests.count == 1)
  }

  @Test func aBackgroundAnswerReachesTheViewOnTheMainQueue() async {
    let presenter = harness.makePresenter(dispatcher: .main)

    presenter.viewDidLoad()
    service.pages.succeed(
      with: GoodsSamples.page(1...20, offset: 0, total: 45), on: .global())
    await view.recorder.waitForCalls(count: 3)

    view.recorder.expectCalls([.showLoading, .hideLoading, .showGoods(GoodsSamples.rows(1...20))])
    // The next page shows its progress at once, on this turn; the answer makes two more calls.
    presenter.loadNextPage()
    service.pages.succeed(
      with: GoodsSamples.page(21...40, offset: 20, total: 45), on: .global(qos: .background))
    await view.recorder.waitForCalls(count: 6)

    view.recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore,
      .insertGoods(at: 20..<40, rows: GoodsSamples.rows(21...40)),
    ])
    presenter.loadNextPage()
    service.pages.fail(with: ServiceError.offline, on: .global())
    await view.recorder.waitForCalls(count: 9)

    view.recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore, .showMessage(GoodsListHarness.offlineMessage),
    ])
  }

  @Test func aBackgroundFailureReachesTheViewOnTheMainQueue() async {
    let presenter = harness.makePresenter(dispatcher: .main)

    presenter.viewDidLoad()
    service.pages.fail(with: ServiceError.offline, on: .global())
    await view.recorder.waitForCalls(count: 3)

    view.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showError(message: GoodsListHarness.offlineMessage, canRetry: true),
    ])
  }

  @Test func detachingMidRequestCancelsItAndDropsTheLateAnswer() {
    let presenter = harness.makePresenter()
    presenter.viewDidLoad()

    presenter.detach(view)
    service.pages.succeed(with: GoodsSamples.page(1...20, offset: 0, total: 45))

    view.recorder.expectCalls([.showLoading])
    #expect(service.pages.cancelledRequests == [harness.query(offset: 0)])
  }

  @Test func detachingAfterTheAnswerWasDispatchedDropsIt() {
    let dispatcher = ManualDispatcher()
    let presenter = harness.makePresenter(dispatcher: dispatcher)
    presenter.viewDidLoad()
    service.pages.succeed(with: GoodsSamples.page(1...20, offset: 0, total: 45))

    presenter.detach(view)
    dispatcher.runAll()

    view.recorder.expectCalls([.showLoading])
  }

  @Test func aNewViewAfterAnInterruptedLoadLoadsAgain() {
    let presenter = harness.makePresenter()
    presenter.viewDidLoad()
    presenter.detach(view)
    let secondView = MockGoodsListView()

    presenter.attach(secondView)
    presenter.viewDidLoad()
    service.pages.succeed(with: GoodsSamples.page(1...20, offset: 0, total: 45), at: 1)

    secondView.recorder.expectCalls([
      .showLoading, .hideLoading, .showGoods(GoodsSamples.rows(1...20)),
    ])
    view.recorder.expectCalls([.showLoading])
    service.pages.succeed(with: GoodsSamples.page(1...20, offset: 0, total: 45))  // late, dropped
  }

  @Test func aNewViewGetsEveryRowLoadedSoFarOnce() {
    let presenter = harness.makePresenter()
    harness.showFirstPage(presenter)
    presenter.loadNextPage()
    service.pages.succeed(with: GoodsSamples.page(21...40, offset: 20, total: 45))
    view.recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore,
      .insertGoods(at: 20..<40, rows: GoodsSamples.rows(21...40)),
    ])
    presenter.detach(view)
    let secondView = MockGoodsListView()

    presenter.attach(secondView)
    presenter.viewDidLoad()

    secondView.recorder.expectCalls([
      .hideLoading, .hideLoadingMore, .showGoods(GoodsSamples.rows(1...40)),
    ])
    #expect(service.pages.requests.count == 2)
    presenter.loadNextPage()
    service.pages.succeed(with: GoodsSamples.page(41...45, offset: 40, total: 45))
    secondView.recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore,
      .insertGoods(at: 40..<45, rows: GoodsSamples.rows(41...45)),
    ])
  }

  @Test func aNewViewGetsTheErrorStateAndTheEmptyState() {
    let presenter = harness.makePresenter()
    presenter.viewDidLoad()
    service.pages.fail(with: ServiceError.offline)
    view.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showError(message: GoodsListHarness.offlineMessage, canRetry: true),
    ])
    presenter.detach(view)
    let secondView = MockGoodsListView()

    presenter.attach(secondView)

    secondView.recorder.expectCalls([
      .hideLoading, .showError(message: GoodsListHarness.offlineMessage, canRetry: true),
    ])
    presenter.retry()
    service.pages.succeed(with: Page(items: [], offset: 0, total: 0))
    secondView.recorder.expectCalls([
      .showLoading, .hideLoading, .showEmpty(message: "No products yet."),
    ])
    presenter.detach(secondView)
    let thirdView = MockGoodsListView()
    presenter.attach(thirdView)
    thirdView.recorder.expectCalls([.hideLoading, .showEmpty(message: "No products yet.")])
  }
}
