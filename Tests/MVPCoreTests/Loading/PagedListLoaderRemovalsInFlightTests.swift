import MVPCore
import MVPTestSupport
import Testing

/// ``PagedListLoader/remove(id:)`` while a page loads: no item is skipped, whether the server
/// answers before or after the delete, and the view is told exactly what changed.
@MainActor @Suite(.presenterTest) struct PagedListLoaderRemovalsInFlightTests {
  /// Bug: item 15, not shown yet, was deleted while page 2 loaded; the page, computed before the
  /// delete, moved the offset to 20, and item 21 (then at offset 19) was never shown.
  @Test func anItemNotShownRemovedWhileItsPageLoadsSkipsNoOtherItem() {
    let list = ListScreen()
    list.loadFirstPage(total: 30)
    list.list.loadNextPage()
    #expect(list.list.remove(id: 15) == nil)
    list.answer(Array(11...20), offset: 10, total: 30)
    list.list.loadNextPage()
    #expect(list.requests == ["first@0", "next@10", "next@19"])
    list.answer(Array(21...30), offset: 19, total: 29)

    let shown = Array(1...14) + Array(16...30)
    #expect(list.list.items.map(\.id) == shown)
    list.view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(Array(1...10)), .showLoadingMore,
      .hideLoadingMore, .insertRows(10..<19, Array(11...14) + Array(16...20)),
      .showLoadingMore, .hideLoadingMore, .insertRows(19..<29, Array(21...30)),
    ])
    #expect(!list.list.hasMore)
  }

  @Test func aRemovalOfAnItemAFilterLeftOutAsksTheNextPageAgain() {
    let list = ListScreen(pageSize: 3)
    list.screen.attach(list.view)
    list.list.load()
    // Item 2 is not shown: the service's filter left it out.
    list.server.succeed(with: Page(items: Row.rows([1, 3]), offset: 0, total: 8, omittedCount: 1))
    list.list.loadNextPage()
    #expect(list.list.remove(id: 2) == nil)
    #expect(list.requests == ["first@0", "next@3", "next@2"])
    #expect(list.server.cancelledRequests.map(\.offset) == [3])
    list.answer([5, 6, 7], offset: 3, total: 7)
    list.answer([4, 5, 6], offset: 2, total: 7)
    list.view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows([1, 3]), .showLoadingMore,
      .hideLoadingMore, .insertRows(2..<5, [4, 5, 6]),
    ])
  }

  @Test func removingTheLastRowWhileTheNextPageLoadsShowsTheFullScreenLoading() {
    let list = ListScreen(pageSize: 1)
    list.loadFirstPage(total: 5)
    list.list.loadNextPage()
    list.list.remove(id: 1)
    #expect(list.requests == ["first@0", "next@1", "next@0"])
    list.answer([3], offset: 1, total: 4)
    list.answer([2], offset: 0, total: 4)
    list.view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows([1]), .showLoadingMore,
      .hideLoadingMore, .showLoading, .showRows([]), .hideLoading, .showRows([2]),
    ])
  }

  @Test func removingTheOnlyInsertedRowDuringTheFirstLoadShowsNoRowsNotEmpty() {
    let list = ListScreen()
    list.screen.attach(list.view)
    list.list.load()
    list.list.insert(Row(9))
    list.list.remove(id: 9)
    list.answer([1, 2], offset: 0, total: 2)
    list.view.recorder.expectCalls([
      .showLoading, .showRows([9]), .showRows([]), .hideLoading, .showRows([1, 2]),
    ])
  }

  @Test func anInsertIntoAListFillingItselfShowsTheNextPageAsLoadingMore() {
    let list = ListScreen(pageSize: 1)
    list.loadFirstPage(total: 5)
    list.list.remove(id: 1)
    #expect(list.requests == ["first@0", "next@0"])
    list.list.insert(Row(9))
    list.answer([2], offset: 0, total: 4)
    list.view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows([1]), .showRows([]), .showLoading,
      .showLoadingMore, .hideLoading, .showRows([9]),
      .hideLoadingMore, .insertRows(1..<2, [2]),
    ])
  }
}
