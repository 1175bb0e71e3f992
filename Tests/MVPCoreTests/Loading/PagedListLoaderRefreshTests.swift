import MVPCore
import MVPTestSupport
import Testing

/// ``PagedListLoader`` when loads overlap: refresh against the first load and the next page, and
/// a repeated `load()` during a next page (issue 8, kind 6).
@MainActor @Suite(.presenterTest) struct PagedListLoaderRefreshTests {
  let list = ListScreen()
  var view: MockSampleListView { list.view }

  init() {
    list.loadFirstPage(total: 30)
    list.view.recorder.expectCalls([.showLoading, .hideLoading, .showRows(Array(1...10))])
  }

  @Test func loadDuringANextPageDoesNothingAndLeavesNoIndicatorOn_kind6() {
    list.list.loadNextPage()
    view.recorder.expectCalls([.showLoadingMore])
    list.list.load()
    list.list.load()
    list.screen.handle(.viewWillAppear)
    list.list.load()
    view.recorder.expectNoCalls()
    #expect(list.requests == ["first@0", "next@10"])
    #expect(list.server.cancelledRequests.isEmpty)
    list.answer(Array(11...20), offset: 10, total: 30)
    view.recorder.expectCalls([.hideLoadingMore, .insertRows(10..<20, Array(11...20))])
    #expect(!list.list.isLoading)
  }

  /// Issue 19, item 3: a reload asked during the first load was dropped, so an item the server
  /// gained meanwhile stayed out of view. The pull ends its indicator at once and restarts the
  /// first load; the older answer is discarded.
  @Test func aRefreshDuringTheFirstLoadRestartsItAndEndsItsIndicatorAtOnce() {
    let fresh = ListScreen()
    fresh.screen.attach(fresh.view)
    fresh.list.load()
    fresh.list.refresh()
    fresh.view.recorder.expectCalls([.showLoading, .endRefreshing])
    #expect(fresh.requests == ["first@0", "first@0"])
    #expect(fresh.server.cancelledRequests.count == 1)
    fresh.answer(Array(1...10), offset: 0, total: 30)
    fresh.view.recorder.expectNoCalls()
    fresh.answer(Array(0...9), offset: 0, total: 31)
    fresh.view.recorder.expectCalls([.hideLoading, .showRows(Array(0...9))])
  }

  @Test func aPullWhileAnotherRefreshRunsJoinsIt() {
    list.list.refresh()
    list.list.refresh()
    view.recorder.expectNoCalls()
    #expect(list.requests == ["first@0", "refresh@0"])
    list.answer(Array(1...10), offset: 0, total: 30)
    view.recorder.expectCalls([.endRefreshing, .showRows(Array(1...10))])
  }

  @Test func aRefreshSupersedesANextPage() {
    list.list.loadNextPage()
    list.list.refresh()
    view.recorder.expectCalls([.showLoadingMore, .hideLoadingMore])
    #expect(list.server.cancelledRequests.map(\.offset) == [10])
    // The next page's late answer is ignored.
    list.answer(Array(11...20), offset: 10, total: 30)
    view.recorder.expectNoCalls()
    list.answer(Array(1...10), offset: 0, total: 30)
    view.recorder.expectCalls([.endRefreshing, .showRows(Array(1...10))])
    list.list.loadNextPage()
    #expect(list.requests == ["first@0", "next@10", "refresh@0", "next@10"])
    list.answer(Array(11...20), offset: 10, total: 30)
    view.recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore, .insertRows(10..<20, Array(11...20)),
    ])
  }

  @Test func aRefreshReplacesTheRows() {
    list.list.refresh()
    list.answer([5, 6, 7], offset: 0, total: 3)
    view.recorder.expectCalls([.endRefreshing, .showRows([5, 6, 7])])
    #expect(!list.list.hasMore)
  }

  @Test func aFailedRefreshKeepsTheRowsAndShowsAMessage() {
    list.list.refresh()
    list.server.fail(with: ServiceError.offline)
    view.recorder.expectCalls([.endRefreshing, .showMessage(.offline)])
    #expect(list.list.items.count == 10)
  }

  @Test func nextPageIsRefusedWhileARefreshRuns() {
    list.list.refresh()
    list.list.loadNextPage()
    view.recorder.expectNoCalls()
    #expect(list.requests == ["first@0", "refresh@0"])
    list.answer(Array(1...10), offset: 0, total: 30)
    view.recorder.expectCalls([.endRefreshing, .showRows(Array(1...10))])
  }
}
