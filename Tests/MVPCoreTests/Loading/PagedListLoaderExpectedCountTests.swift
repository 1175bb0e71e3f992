import MVPCore
import MVPTestSupport
import Testing

/// ``PagedListLoader/expectedCount``: how long the whole list will be, for a view that says where
/// the user is ("rows 41–60 of 194"), and ``PagedListLoader/hasMore`` at its end (issue 12).
@MainActor @Suite(.presenterTest) struct PagedListLoaderExpectedCountTests {
  @Test func isUnknownBeforeTheFirstAnswer() {
    let list = ListScreen()
    #expect(list.list.expectedCount == nil)
    list.screen.attach(list.view)
    list.list.load()
    #expect(list.list.expectedCount == nil)
    list.answer(Array(1...10), offset: 0, total: 25)
    #expect(list.list.expectedCount == 25)
    #expect(list.list.hasMore)
    list.view.recorder.expectCalls([.showLoading, .hideLoading, .showRows(Array(1...10))])
  }

  @Test func followsThePagesToTheEnd() {
    let list = ListScreen()
    list.loadFirstPage(total: 25)
    list.list.loadNextPage()
    list.answer(Array(11...20), offset: 10, total: 25)
    #expect(list.list.expectedCount == 25)
    list.list.loadNextPage()
    list.answer(Array(21...25), offset: 20, total: 25)
    #expect(list.list.expectedCount == 25)
    #expect(!list.list.hasMore)
    list.view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(Array(1...10)),
      .showLoadingMore, .hideLoadingMore, .insertRows(10..<20, Array(11...20)),
      .showLoadingMore, .hideLoadingMore, .insertRows(20..<25, Array(21...25)),
    ])
  }

  @Test func countsNeitherRemovedRowsNorRepeatedItems() {
    let list = ListScreen()
    list.loadFirstPage(total: 25)
    list.list.remove(id: 3)
    #expect(list.list.expectedCount == 24)
    list.list.loadNextPage()
    // A server that does not persist deletes still counts the removed item, and repeats one.
    list.answer(Array(10...19), offset: 9, total: 25)
    #expect(list.list.items.count == 18)
    #expect(list.list.expectedCount == 24)
    list.view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(Array(1...10)), .removeRow(2),
      .showLoadingMore, .hideLoadingMore, .insertRows(9..<18, Array(11...19)),
    ])
  }

  @Test func aServerThatStopsEarlyEndsTheListAtItsRows() {
    let list = ListScreen()
    list.loadFirstPage(total: 25)
    list.list.loadNextPage()
    list.answer([], offset: 10, total: 25)
    #expect(!list.list.hasMore)
    #expect(list.list.expectedCount == 10)
    list.view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(Array(1...10)), .showLoadingMore, .hideLoadingMore,
    ])
  }
}
