import MVPCore
import MVPTestSupport
import Testing

/// ``PagedListLoader`` edits by identity, and the automatic next page that fills a list left
/// without rows.
@MainActor @Suite(.presenterTest) struct PagedListLoaderEditingTests {
  @Test func removeAndReplaceActByIdentity() {
    let list = ListScreen()
    list.loadFirstPage(total: 10)
    list.view.recorder.expectCalls([.showLoading, .hideLoading, .showRows(Array(1...10))])
    #expect(list.list.replace(Row(3, "renamed")) == 2)
    #expect(list.list.remove(id: 3) == 2)
    list.view.recorder.expectCalls([.updateRow(2, "renamed"), .removeRow(2)])
    #expect(list.list.replace(Row(3, "back?")) == nil)
    #expect(list.list.remove(id: 3) == nil)
    #expect(list.list.remove(id: 42) == nil)
    list.view.recorder.expectNoCalls()
    #expect(list.list.item(id: 3) == nil)
    #expect(list.list.item(id: 4) == Row(4))
    #expect(list.list.item(at: 2) == Row(4))

    let late = MockSampleListView()
    list.screen.attach(late)
    late.recorder.expectCalls([.hideLoading, .showRows([1, 2] + Array(4...10))])
  }

  @Test func aViewWithoutRowEditsGetsEveryRow() {
    let list = ListScreen(rowEdits: false)
    list.loadFirstPage(total: 3)
    list.view.recorder.expectCalls([.showLoading, .hideLoading, .showRows([1, 2, 3])])
    list.list.replace(Row(2, "renamed"))
    list.list.remove(id: 1)
    list.view.recorder.expectCalls([.showRows([1, 2, 3]), .showRows([2, 3])])
    #expect(list.list.items == [Row(2, "renamed"), Row(3)])
  }

  @Test func removingTheLastRowOfAFinishedListShowsTheEmptyState() {
    let list = ListScreen()
    list.loadFirstPage(total: 1)
    list.view.recorder.expectCalls([.showLoading, .hideLoading, .showRows([1])])
    list.list.remove(id: 1)
    list.view.recorder.expectCalls([.showEmpty])
    #expect(list.requests == ["first@0"])
  }

  @Test func aRemovalWhileDetachedReachesTheNextViewAsItsRows() {
    let list = ListScreen()
    list.loadFirstPage(total: 10)
    list.view.recorder.expectCalls([.showLoading, .hideLoading, .showRows(Array(1...10))])
    list.screen.detach(list.view)
    list.list.remove(id: 1)
    let next = MockSampleListView()
    list.screen.attach(next)
    next.recorder.expectCalls([.hideLoading, .showRows(Array(2...10))])
  }

  /// The next page in flight may be answered after the delete, one item late: it is asked for
  /// again from the corrected offset, and its indicator stays on.
  @Test func aRemovalDuringANextPageAsksItAgainFromTheCorrectedOffset_kind4a() {
    let list = ListScreen()
    list.loadFirstPage(total: 30)
    list.list.loadNextPage()
    list.list.remove(id: 1)
    #expect(list.requests == ["first@0", "next@10", "next@9"])
    #expect(list.server.cancelledRequests.map(\.offset) == [10])
    list.view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(Array(1...10)), .showLoadingMore, .removeRow(0),
    ])
    // The superseded request's late answer, computed after the delete, is discarded.
    list.answer(Array(12...21), offset: 10, total: 29)
    list.view.recorder.expectNoCalls()
    list.answer(Array(11...20), offset: 9, total: 29)
    list.list.loadNextPage()
    #expect(list.requests.last == "next@19")
    list.answer(Array(21...30), offset: 19, total: 29)
    list.view.recorder.expectCalls([
      .hideLoadingMore, .insertRows(9..<19, Array(11...20)), .showLoadingMore,
      .hideLoadingMore, .insertRows(19..<29, Array(21...30)),
    ])
    #expect(list.list.items.map(\.id) == Array(2...30))
    #expect(!list.list.hasMore)
  }

  @Test func aListLeftWithoutRowsLoadsTheNextPageByItself() {
    let list = ListScreen(pageSize: 2)
    list.loadFirstPage(total: 6)
    list.view.recorder.expectCalls([.showLoading, .hideLoading, .showRows([1, 2])])
    list.list.remove(id: 1)
    list.list.remove(id: 2)
    // Full-screen loading while the list fills, never "empty" while items remain.
    list.view.recorder.expectCalls([.removeRow(0), .showRows([]), .showLoading])
    #expect(list.requests == ["first@0", "next@0"])
    list.answer([3, 4], offset: 0, total: 4)
    list.view.recorder.expectCalls([.hideLoading, .showRows([3, 4])])
  }

  @Test func aServerThatDoesNotPersistDeletesDoesNotEndTheList_kind4b() {
    let list = ListScreen(pageSize: 1)
    list.loadFirstPage(total: 208)
    list.list.remove(id: 1)
    #expect(list.requests == ["first@0", "next@0"])
    list.answer([1], offset: 0, total: 208)
    #expect(list.requests == ["first@0", "next@0", "next@1"])
    list.answer([2], offset: 1, total: 208)
    list.view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows([1]), .showRows([]), .showLoading, .hideLoading,
      .showRows([2]),
    ])
    #expect(list.list.hasMore)
    list.list.refresh()
    list.answer([1], offset: 0, total: 208)
    // A refresh the client's filtering empties fills itself too.
    #expect(list.requests.last == "next@1")
    list.answer([2], offset: 1, total: 208)
    #expect(list.list.items.map(\.id) == [2])
    #expect(!list.list.isLoading)
    list.view.recorder.expectCalls([
      .showRows([]), .endRefreshing, .showLoading, .hideLoading, .showRows([2]),
    ])
  }

  @Test func automaticPagesStopAtTheLimit() {
    let list = ListScreen(pageSize: 1)
    list.loadFirstPage(total: 100)
    list.view.recorder.expectCalls([.showLoading, .hideLoading, .showRows([1])])
    list.list.remove(id: 1)
    // A server that lists the deleted item on every page.
    var answered = 0
    while let request = list.server.pendingRequests.first, answered < 50 {
      answered += 1
      list.answer([1], offset: request.offset, total: 100)
    }
    let limit = PagedListLoader<Row, any SampleListView>.automaticPageLimit
    #expect(answered == limit)
    #expect(list.requests.count == 1 + limit)
    // No empty row list left behind: a definite error state whose retry starts afresh.
    list.view.recorder.expectCalls([
      .showRows([]), .showLoading, .hideLoading,
      .showError(
        .invalidResponse(
          reason: "\(limit) pages in a row held no item to show: every item was removed or "
            + "repeated")),
    ])
    #expect(!list.list.isLoading)
    #expect(list.list.hasMore)
    list.list.retry()
    #expect(list.requests.last == "first@0")
    list.view.recorder.expectCalls([.showLoading])
    list.answer([2], offset: 0, total: 100)
    list.view.recorder.expectCalls([.hideLoading, .showRows([2])])
  }

  /// Found in the demo: each refresh that ended with every row removed used up the automatic
  /// pages of the next one, until a refresh left a blank list. Loads the user asks for count
  /// their automatic pages afresh.
  @Test func everyLoadTheUserAsksForFillsTheListAfresh() {
    let list = ListScreen(pageSize: 1)
    list.loadFirstPage(total: 5)
    for id in 1...5 { list.list.remove(id: id) }
    // A server that does not persist deletes: it still lists 1...5.
    func answerEveryRequest() {
      while let request = list.server.pendingRequests.first {
        let ids = request.offset < 5 ? [request.offset + 1] : []
        list.answer(ids, offset: request.offset, total: 5)
      }
    }
    answerEveryRequest()
    list.view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows([1]), .showRows([]), .showLoading, .hideLoading,
      .showEmpty,
    ])
    // Five refreshes take five automatic pages each: more than the limit if they added up.
    for _ in 1...5 {
      list.list.refresh()
      answerEveryRequest()
      list.view.recorder.expectCalls([
        .showRows([]), .endRefreshing, .showLoading, .hideLoading, .showEmpty,
      ])
    }
  }
}
