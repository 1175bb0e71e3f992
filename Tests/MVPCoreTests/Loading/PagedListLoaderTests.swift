import Foundation
import MVPCore
import MVPTestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// ``PagedListLoader``: first load, progress as replayed state (issue 8, kind 1) and the error
/// policy.
@MainActor @Suite(.presenterTest) struct PagedListLoaderTests {
  let list = ListScreen()
  var view: MockSampleListView { list.view }

  @Test func theFirstLoadShowsProgressThenRows() {
    list.screen.attach(view)
    list.list.load()
    view.recorder.expectCalls([.showLoading])
    #expect(list.list.isLoading)
    #expect(list.requests == ["first@0"])
    #expect(list.server.requests.map(\.limit) == [10])
    list.answer(Array(1...10), offset: 0, total: 30)
    // Progress ends first, then content.
    view.recorder.expectCalls([.hideLoading, .showRows(Array(1...10))])
    #expect(list.list.items.map(\.id) == Array(1...10))
    #expect(list.list.isLoaded)
    #expect(list.list.hasMore)
    #expect(!list.list.isLoading)
    #expect(list.list.item(at: 3)?.id == 4)
    #expect(list.list.item(at: 10) == nil)
    #expect(list.list.item(at: -1) == nil)
  }

  @Test func loadRunsOnce() {
    list.loadFirstPage(total: 30)
    view.recorder.expectCalls([.showLoading, .hideLoading, .showRows(Array(1...10))])
    list.list.load()
    list.list.retry()
    view.recorder.expectNoCalls()
    #expect(list.requests == ["first@0"])
  }

  @Test func anEmptyCollectionShowsTheEmptyState() {
    list.screen.attach(view)
    list.list.load()
    list.answer([], offset: 0, total: 0)
    view.recorder.expectCalls([.showLoading, .hideLoading, .showEmpty])
    list.list.loadNextPage()
    #expect(list.requests == ["first@0"])
  }

  @Test func aNextPageShowsLoadingMoreThenInsertsRows() {
    list.loadFirstPage(total: 25)
    view.recorder.expectCalls([.showLoading, .hideLoading, .showRows(Array(1...10))])
    list.list.loadNextPage()
    list.list.loadNextPage()
    view.recorder.expectCalls([.showLoadingMore])
    list.answer(Array(11...20), offset: 10, total: 25)
    view.recorder.expectCalls([.hideLoadingMore, .insertRows(10..<20, Array(11...20))])
    list.list.loadNextPage()
    list.answer(Array(21...25), offset: 20, total: 25)
    view.recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore, .insertRows(20..<25, Array(21...25)),
    ])
    #expect(!list.list.hasMore)
    list.list.loadNextPage()
    #expect(list.requests == ["first@0", "next@10", "next@20"])
  }

  // MARK: Progress is replayed state (kind 1)

  @Test func progressEndsOnAViewReattachedAfterTheLoadEnded_kind1() {
    let other = MockSampleListView()
    list.screen.attach(view)
    list.list.load()
    view.recorder.expectCalls([.showLoading])
    list.screen.detach(view)
    list.screen.attach(other)
    // Attached during the load: it shows the progress.
    other.recorder.expectCalls([.showLoading])
    list.answer(Array(1...10), offset: 0, total: 30, at: 1)
    other.recorder.expectCalls([.hideLoading, .showRows(Array(1...10))])
    list.screen.detach(other)
    list.screen.attach(view)
    // The first view saw the progress start; it now sees it end, then the rows.
    view.recorder.expectCalls([.hideLoading, .showRows(Array(1...10))])
    list.server.succeed(with: ListScreen.page([99], offset: 0, total: 1))
  }

  @Test func aViewAttachedAfterEveryIndicatorRanReceivesTheirEndsInOrder_kind1() {
    list.loadFirstPage(total: 30)
    list.list.loadNextPage()
    list.answer(Array(11...20), offset: 10, total: 30)
    list.list.refresh()
    list.answer(Array(1...10), offset: 0, total: 30)
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(Array(1...10)), .showLoadingMore, .hideLoadingMore,
      .insertRows(10..<20, Array(11...20)), .endRefreshing, .showRows(Array(1...10)),
    ])
    let late = MockSampleListView()
    list.screen.attach(late)
    late.recorder.expectCalls([
      .hideLoading, .hideLoadingMore, .endRefreshing, .showRows(Array(1...10)),
    ])
  }

  // MARK: Error policy

  @Test func aFailureWithNoRowsIsTheErrorStateWithRetry() {
    list.screen.attach(view)
    list.list.load()
    list.server.fail(with: ServiceError.offline)
    view.recorder.expectCalls([.showLoading, .hideLoading, .showError(.offline)])
    #expect(!list.list.isLoaded)
    list.list.retry()
    view.recorder.expectCalls([.showLoading])
    list.list.retry()
    list.answer(Array(1...10), offset: 0, total: 30)
    view.recorder.expectCalls([.hideLoading, .showRows(Array(1...10))])
    #expect(list.requests == ["first@0", "first@0"])
    let late = MockSampleListView()
    list.screen.attach(late)
    late.recorder.expectCalls([.hideLoading, .showRows(Array(1...10))])
  }

  @Test func aFailureWithRowsIsAMessageAndTheRowsStay() {
    list.loadFirstPage(total: 30)
    view.recorder.expectCalls([.showLoading, .hideLoading, .showRows(Array(1...10))])
    list.list.loadNextPage()
    list.server.fail(with: ServiceError.timeout)
    view.recorder.expectCalls([.showLoadingMore, .hideLoadingMore, .showMessage(.timeout)])
    #expect(list.list.items.count == 10)
    list.list.retry()
    #expect(list.requests == ["first@0", "next@10"])
    list.list.loadNextPage()
    list.answer(Array(11...20), offset: 10, total: 30)
    view.recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore, .insertRows(10..<20, Array(11...20)),
    ])
  }

  @Test func aFailureMessageWaitsForAHiddenViewToAppear() {
    list.loadFirstPage(total: 30)
    view.recorder.expectCalls([.showLoading, .hideLoading, .showRows(Array(1...10))])
    list.list.loadNextPage()
    list.screen.handle(.viewDidDisappear)
    list.server.fail(with: ServiceError.offline)
    view.recorder.expectCalls([.showLoadingMore, .hideLoadingMore])
    #expect(list.screen.pendingWorkDescriptions.count == 1)
    list.screen.handle(.viewWillAppear)
    view.recorder.expectCalls([.showMessage(.offline)])
  }

  @Test func aCancellationTheLoaderDidNotAskForIsAnError_kind3() {
    list.screen.attach(view)
    list.list.load()
    list.server.fail(with: URLError(.cancelled))
    view.recorder.expectCalls([.showLoading, .hideLoading, .showError(.cancelled)])
    list.list.retry()
    list.server.fail(with: CancellationError())
    view.recorder.expectCalls([.showLoading, .hideLoading, .showError(.cancelled)])
  }

  @Test func aCancellationTheLoaderAskedForIsSilent_kind3() {
    list.loadFirstPage(total: 30)
    view.recorder.expectCalls([.showLoading, .hideLoading, .showRows(Array(1...10))])
    list.list.loadNextPage()
    list.list.refresh()
    view.recorder.expectCalls([.showLoadingMore, .hideLoadingMore])
    #expect(list.server.cancelledRequests.map(\.offset) == [10])
    list.server.fail(with: CancellationError())
    view.recorder.expectNoCalls()
    list.answer(Array(1...10), offset: 0, total: 30)
    view.recorder.expectCalls([.endRefreshing, .showRows(Array(1...10))])
  }
}
