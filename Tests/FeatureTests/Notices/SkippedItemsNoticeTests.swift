import MVPCore
import MVPNetworking
import MVPTestSupport
import Testing

/// Items the service could not decode (issue 9, part 1), moved from MVPCore's loader tests: the
/// good items show, paging stays right, and DummyJSON's `SkippedItems`, fed by the loader's
/// observer, tells the view how many could not be shown.
@MainActor @Suite(.presenterTest) struct SkippedItemsNoticeTests {
  let list = NoticeListScreen(pageSize: 3)
  var view: MockNoticeListView { list.view }

  static func failure(_ index: Int, id: Int) -> ItemDecodingFailure {
    ItemDecodingFailure(index: index, id: String(id), path: "items[\(index)].title", reason: "x")
  }

  func answer(_ ids: [Int], skipping skipped: [Int], offset: Int, total: Int) {
    let failures = skipped.enumerated().map { Self.failure($0.offset, id: $0.element) }
    list.server.succeed(
      with: Page(items: NoticeRow.rows(ids), offset: offset, total: total, skippedItems: failures))
  }

  @Test func theCountFollowsTheRowsAndGrowsWithEachPage() {
    list.screen.attach(view)
    list.list.load()
    answer([1, 2], skipping: [3], offset: 0, total: 9)
    view.recorder.expectCalls([.showLoading, .hideLoading, .showRows([1, 2]), .showSkipped(1)])
    list.list.loadNextPage()
    answer([4, 5, 6], skipping: [], offset: 3, total: 9)
    // No change, no call.
    view.recorder.expectCalls([.showLoadingMore, .hideLoadingMore, .insertRows(2..<5, [4, 5, 6])])
    list.list.loadNextPage()
    answer([8], skipping: [7, 9], offset: 6, total: 9)
    view.recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore, .insertRows(5..<6, [8]), .showSkipped(3),
    ])
    #expect(list.requests == ["first@0", "next@3", "next@6"])
    #expect(!list.list.hasMore)
    #expect(list.skipped.failures.map(\.id) == ["3", "7", "9"])
  }

  @Test func aRefreshWithoutBrokenItemsRemovesTheNotice() {
    list.screen.attach(view)
    list.list.load()
    answer([1, 2], skipping: [3], offset: 0, total: 9)
    view.recorder.expectCalls([.showLoading, .hideLoading, .showRows([1, 2]), .showSkipped(1)])
    list.list.refresh()
    answer([1, 2, 3], skipping: [], offset: 0, total: 9)
    view.recorder.expectCalls([.endRefreshing, .showRows([1, 2, 3]), .showSkipped(0)])
    #expect(list.skipped.failures == [])
  }

  @Test func aViewAttachingLaterIsToldTheCount() {
    list.screen.attach(view)
    list.list.load()
    answer([1, 2], skipping: [3], offset: 0, total: 9)
    view.recorder.expectCalls([.showLoading, .hideLoading, .showRows([1, 2]), .showSkipped(1)])
    list.screen.detach(view)
    let other = MockNoticeListView()
    list.screen.attach(other)
    other.recorder.expectCalls([.hideLoading, .showRows([1, 2]), .showSkipped(1)])
  }

  @Test func aPageThatCouldNotBeReadAtAllIsAnErrorWithRetry() {
    list.screen.attach(view)
    list.list.load()
    let error = ServiceError.invalidResponse(reason: "items: none of the 3 items could be read")
    list.server.fail(with: error)
    view.recorder.expectCalls([.showLoading, .hideLoading, .showError(error)])
    list.list.retry()
    answer([1, 2], skipping: [3], offset: 0, total: 3)
    view.recorder.expectCalls([.showLoading, .hideLoading, .showRows([1, 2]), .showSkipped(1)])
    #expect(!list.list.hasMore)
  }

  @Test func aSupersededAnswerTellsNothing() throws {
    // Moved from PagingStateSkippedItemsTests: the observer is not told of an answer the loader
    // discards, so its broken item is never counted.
    list.screen.attach(view)
    list.list.load()
    answer([1, 2, 3], skipping: [], offset: 0, total: 9)
    list.list.loadNextPage()
    list.list.refresh()
    let pending = list.server.pendingRequests.map(\.kind)
    let next = try #require(pending.firstIndex(of: .next))
    list.server.succeed(
      with: Page(
        items: NoticeRow.rows([4]), offset: 3, total: 9, skippedItems: [Self.failure(1, id: 5)]),
      at: next)
    answer([1, 2, 3], skipping: [], offset: 0, total: 9)
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows([1, 2, 3]), .showLoadingMore, .hideLoadingMore,
      .endRefreshing, .showRows([1, 2, 3]),
    ])
    #expect(list.skipped.failures == [])
  }
}
