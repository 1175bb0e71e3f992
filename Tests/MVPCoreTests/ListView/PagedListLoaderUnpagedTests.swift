import MVPCore
import MVPTestSupport
import Testing

/// A list without paging (issue 19, item 4): `fetchAll` answers every item; refresh, retry,
/// removal and local insertion work as on a paged list, and nothing asks for a next page.
@MainActor
@Suite(.presenterTest) struct PagedListLoaderUnpagedTests {
  let fixture = UnpagedTitleListScreen()
  var screen: ScreenLifecycle<any TitleListView> { fixture.screen }
  var books: CallbackStub<Void, [Row]> { fixture.books }
  var view: MockTitleListView { fixture.view }
  var list: PagedListLoader<Row, any TitleListView> { fixture.list }

  @Test func loadsEverythingOnceAndNeverAsksForMore() {
    list.load()
    books.succeed(with: Row.rows([1, 2, 3]))
    list.loadNextPage()

    view.recorder.expectCalls([.showLoading, .hideLoading, .showRows(["row 1", "row 2", "row 3"])])
    #expect(!list.hasMore)
    #expect(books.requests.count == 1)
    #expect(list.expectedCount == 3)
  }

  @Test func refreshRemoveAndInsertWork() {
    list.load()
    books.succeed(with: Row.rows([1, 2]))
    list.remove(id: 1)
    list.append(Row(7))
    list.refresh()
    books.succeed(with: Row.rows([2, 3]))

    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(["row 1", "row 2"]),
      .removeRow(at: 0), .insertRows(["row 7"], at: 1..<2),
      .endRefreshing, .showRows(["row 2", "row 3"]),
    ])
  }

  /// The refresh's answer predates the delete: it still lists the removed item, and counts it.
  @Test func aRemovalDuringARefreshLeavesNoNextPage() {
    list.load()
    books.succeed(with: Row.rows([1, 2, 3]))
    list.refresh()
    list.remove(id: 2)
    books.succeed(with: Row.rows([1, 2, 3]))
    list.loadNextPage()

    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(["row 1", "row 2", "row 3"]),
      .removeRow(at: 1), .endRefreshing, .showRows(["row 1", "row 3"]),
    ])
    #expect(!list.hasMore)
    #expect(list.expectedCount == 2)
    #expect(books.requests.count == 2)
  }

  @Test func anEmptyAnswerIsTheEmptyStateAndAFailureTheErrorState() {
    list.load()
    books.fail(with: ServiceError.offline)
    list.retry()
    books.succeed(with: [])

    view.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showError(title: nil, ServiceError.offline.userMessage, canRetry: true),
      .showLoading, .hideLoading, .showEmpty("No books."),
    ])
  }
}
