import Books
import Foundation
import MVPCore
import MVPTestSupport
import Testing

@MainActor
@Suite(.presenterTest) struct BooksPresenterTests {
  let service = StubBookService()
  let router = RecordingRouter<BooksRoute>()

  func makeModule() throws -> (MockBooksView, BooksPresenter) {
    let module = BooksModule.build(service: service, router: router) {
      MockBooksView(presenter: $0)
    }
    return (try module.view(as: MockBooksView.self), module.presenter)
  }

  /// A module showing books `ids` as its first page, of a catalogue of `total` books.
  func makeLoadedModule(_ ids: [Int], total: Int) async throws -> (MockBooksView, BooksPresenter) {
    let (view, presenter) = try makeModule()
    presenter.viewDidLoad()
    await service.pages.waitForPendingRequests(1)
    service.pages.succeed(with: page(ids, total: total))
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([.showLoading, .hideLoading, .showRows(rows(ids))])
    return (view, presenter)
  }

  @Test func showsTheFirstPage() async throws {
    let (view, presenter) = try makeModule()
    presenter.viewDidLoad()
    await service.pages.waitForPendingRequests(1)
    #expect(service.pages.requests == [.init(offset: 0, limit: 20)])
    service.pages.succeed(with: page([1, 2, 3], total: 3))
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([.showLoading, .hideLoading, .showRows(rows([1, 2, 3]))])
  }

  /// `BookService` is `nonisolated`: under main-actor default isolation it would be main-actor
  /// isolated, and the page request would run on the main actor.
  @Test func thePageRequestRunsOffTheMainActor() async throws {
    let module = BooksModule.build(service: IsolationProbeBookService(), router: router) {
      MockBooksView(presenter: $0)
    }
    let view = try module.view(as: MockBooksView.self)
    module.presenter.viewDidLoad()
    await module.presenter.tasks.waitUntilIdle()
    let row = BookRow(Book(id: 1, title: "off the main actor", author: "Probe"))
    view.recorder.expectCalls([.showLoading, .hideLoading, .showRows([row])])
  }

  @Test func anEmptyCatalogueShowsTheEmptyState() async throws {
    let (view, presenter) = try makeModule()
    presenter.viewDidLoad()
    await service.pages.waitForPendingRequests(1)
    service.pages.succeed(with: page([], total: 0))
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([.showLoading, .hideLoading, .showEmpty("No books yet.")])
  }

  @Test func anErrorOffersRetryAndTheRetryShowsTheBooks() async throws {
    let (view, presenter) = try makeModule()
    presenter.viewDidLoad()
    await service.pages.waitForPendingRequests(1)
    service.pages.fail(with: ServiceError.offline)
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showError("You appear to be offline. Check your connection and try again.", canRetry: true),
    ])
    presenter.retry()  // the error state's retry control
    await service.pages.waitForPendingRequests(1)
    service.pages.succeed(with: page([1, 2], total: 2))
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([.showLoading, .hideLoading, .showRows(rows([1, 2]))])
  }

  @Test func anAppErrorIsShownInItsOwnWords() async throws {
    struct CatalogueClosed: LocalizedError {
      var errorDescription: String? { "The catalogue is closed for stocktaking." }
    }
    let (view, presenter) = try makeModule()
    presenter.viewDidLoad()
    await service.pages.waitForPendingRequests(1)
    service.pages.fail(with: CatalogueClosed())
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showError("The catalogue is closed for stocktaking.", canRetry: true),
    ])
  }

  @Test func pullToRefreshReplacesTheRows() async throws {
    let (view, presenter) = try await makeLoadedModule([1, 2], total: 2)
    presenter.refresh()
    await service.pages.waitForPendingRequests(1)
    service.pages.succeed(with: page([3, 1, 2], total: 3))
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([.endRefreshing, .showRows(rows([3, 1, 2]))])
    #expect(service.pages.requests.last == .init(offset: 0, limit: 20))
  }

  @Test func theNextPageIsAppended() async throws {
    let (view, presenter) = try await makeLoadedModule([1, 2], total: 4)
    presenter.loadNextPage()  // the view reached the bottom of the list
    await service.pages.waitForPendingRequests(1)
    view.recorder.expectCalls([.showLoadingMore])
    #expect(service.pages.requests.last == .init(offset: 2, limit: 20))
    service.pages.succeed(with: page([3, 4], offset: 2, total: 4))
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([.hideLoadingMore, .insertRows(rows([3, 4]), at: 2..<4)])
    presenter.loadNextPage()  // every book is shown: nothing more to load
    #expect(presenter.tasks.isIdle)
  }

  @Test func selectingABookOpensIt() async throws {
    let (_, presenter) = try await makeLoadedModule([1, 2], total: 2)
    presenter.selectBook(at: 1)
    presenter.selectBook(at: 2)  // not a row: nothing happens
    router.recorder.expectCalls([.book(id: 2)])
  }

  @Test func aConfirmedDeleteRemovesTheBooksRowWhereverItIsThen() async throws {
    let (view, presenter) = try await makeLoadedModule([1, 2, 3], total: 3)
    presenter.deleteBook(at: 1)  // book 2
    await service.deletions.waitForPendingRequests(1)
    view.recorder.expectNoCalls()  // nothing changes before the service confirms
    presenter.bookAdded(.sample(9))  // book 2 is now in row 2
    view.recorder.expectCalls([.insertRows(rows([9]), at: 0..<1)])
    service.deletions.succeed(with: ())
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([.removeRow(at: 2), .showMessage("Deleted Book 2.")])
    #expect(service.deletions.requests == [2])
  }

  @Test func aSecondTapWhileTheDeleteRunsDoesNothing() async throws {
    let (view, presenter) = try await makeLoadedModule([1, 2, 3], total: 3)
    presenter.deleteBook(at: 0)
    await service.deletions.waitForPendingRequests(1)
    presenter.deleteBook(at: 0)  // the write holds "delete.1": refused
    presenter.deleteBook(at: 2)  // another book's deletion runs beside it
    await service.deletions.waitForPendingRequests(2)
    #expect(service.deletions.requests == [1, 3])
    service.deletions.succeed(with: (), for: 1)
    await presenter.tasks.waitUntilFinished("delete.1")
    view.recorder.expectCalls([.removeRow(at: 0), .showMessage("Deleted Book 1.")])
    service.deletions.succeed(with: (), for: 3)
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([.removeRow(at: 1), .showMessage("Deleted Book 3.")])
  }

  @Test func leavingTheScreenDuringADeleteStillDeletes() async throws {
    do {
      let (view, presenter) = try await makeLoadedModule([1, 2], total: 2)
      presenter.deleteBook(at: 0)
      await service.deletions.waitForPendingRequests(1)
      view.recorder.expectNoCalls()
    }  // the user leaves: the view and its presenter are released
    service.deletions.fail(with: ServiceError.offline)  // the delete still runs to its end
    let outcomes = try #require(PresenterTest.current).writeOutcomes
    await outcomes.waitForOutcomes(1)
    #expect(outcomes.unhandled.map(\.key) == ["delete.1"])
    #expect(outcomes.unhandled.map(\.failure) == [.offline])
  }

  @Test func aFailedDeleteKeepsTheRow() async throws {
    let (view, presenter) = try await makeLoadedModule([1, 2], total: 2)
    presenter.deleteBook(at: 1)
    await service.deletions.waitForPendingRequests(1)
    service.deletions.fail(with: ServiceError.offline)
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([
      .showMessage(
        "Couldn't delete Book 2. You appear to be offline. Check your connection and try again.")
    ])
    presenter.selectBook(at: 1)  // the row is still book 2
    router.recorder.expectCalls([.book(id: 2)])
  }

  @Test func aBookAddedElsewhereIsShownAtTheFrontWithoutAReload() async throws {
    let (view, presenter) = try await makeLoadedModule([1, 2], total: 2)
    presenter.bookAdded(.sample(7))
    view.recorder.expectCalls([.insertRows(rows([7]), at: 0..<1)])
    #expect(presenter.list.items.map(\.id) == [7, 1, 2])
    #expect(service.pages.requests.count == 1)
  }

  @Test(.presenterTest(skipping: .runningWork))  // the release abandons the load on purpose
  func everythingDeallocatesWithARequestInFlight() async throws {
    let (view, presenter) = try makeModule()
    presenter.viewDidLoad()
    await service.pages.waitForPendingRequests(1)  // a request in flight must not keep it alive
    view.recorder.expectCalls([.showLoading])
  }  // the end-of-test leak check fails naming each object of the module that outlived it
}
