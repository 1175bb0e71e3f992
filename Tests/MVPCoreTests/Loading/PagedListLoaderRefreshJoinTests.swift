import MVPCore
import MVPTestSupport
import Testing

/// Pull to refresh on a `PagedListLoader` while a load already runs.
@MainActor @Suite(.presenterTest) struct PagedListLoaderRefreshJoinTests {
  let screen = ScreenLifecycle<CallRecorder<String>>()
  let view = CallRecorder<String>()
  let pages = AsyncStub<PageRequest, Page<Row>>()
  let list: PagedListLoader<Row, CallRecorder<String>>

  init() {
    list = PagedListLoader(
      screen: screen, pageSize: 2,
      fetch: .async { [pages] request in try await pages.call(request) },
      rendering: PagedListRendering(
        showLoading: { $0.record("showLoading") },
        hideLoading: { $0.record("hideLoading") },
        showItems: { view, rows in view.record("showItems \(rows.map(\.id))") },
        rowChanges: .eachRow(
          insert: { view, _, rows in view.record("insertItems \(rows.map(\.id))") },
          remove: { view, index in view.record("removeItem \(index)") },
          update: { view, index, _ in view.record("updateItem \(index)") }),
        showEmpty: { $0.record("showEmpty") },
        showError: { view, _ in view.record("showError") },
        showFailureMessage: { view, _ in view.record("showFailureMessage") },
        showLoadingMore: { $0.record("showLoadingMore") },
        hideLoadingMore: { $0.record("hideLoadingMore") },
        endRefreshing: { $0.record("endRefreshing") }))
    screen.attach(view)
  }

  @Test func aPullDuringARefreshJoinsItAndItsIndicatorEndsWithIt() async {
    list.load()
    await pages.waitForPendingRequests(1)
    pages.succeed(with: Page(items: Row.rows([1, 2]), offset: 0, total: 2))
    await screen.tasks.waitUntilIdle()
    view.expectCalls(["showLoading", "hideLoading", "showItems [1, 2]"])

    list.refresh()
    await pages.waitForPendingRequests(1)
    list.refresh()

    // The refresh control is still spinning for the refresh that runs: nothing ends it early.
    view.expectNoCalls()
    #expect(pages.requests.count == 2)
    pages.succeed(with: Page(items: Row.rows([3]), offset: 0, total: 1))
    await screen.tasks.waitUntilIdle()
    view.expectCalls(["endRefreshing", "showItems [3]"])
  }

  @Test func aPullDuringTheFirstLoadEndsItsIndicatorAtOnceAndLoadsAgain() async {
    list.load()
    await pages.waitForPendingRequests(1)

    list.refresh()

    view.expectCalls(["showLoading", "endRefreshing"])
    await pages.waitForRequests(2)
    await pages.waitForPendingRequests(1)
    pages.succeed(with: Page(items: Row.rows([1, 2]), offset: 0, total: 2))
    await screen.tasks.waitUntilIdle()
    view.expectCalls(["hideLoading", "showItems [1, 2]"])
    #expect(pages.requests.count == 2)
    #expect(pages.pendingRequests.isEmpty)
  }
}
