import MVPCore
import MVPTestSupport
import Testing
import UserFeature

@MainActor @Suite(.presenterTest) struct UserListRefreshTests {
  @Test func aRefreshReloadsFromTheFirstPage() async {
    let list = UserListHarness()
    await list.loadFirstPage(.users(1...30, total: 60))

    list.presenter.refresh()
    await list.service.pageCalls.waitForPendingRequests(1)
    list.view.recorder.expectNoCalls()
    #expect(list.service.pageCalls.requests.last == .init(offset: 0, limit: 30))

    list.service.pageCalls.succeed(with: .users([99, 1, 2], total: 3))
    await list.presenter.tasks.waitUntilIdle()

    list.view.recorder.expectCalls([.endRefreshing, .showUsers(userRows([99, 1, 2]))])
  }

  @Test func aRefreshWhileOneIsRunningIsIgnored() async {
    let list = UserListHarness()
    await list.loadFirstPage(.users(1...3, total: 3))

    list.presenter.refresh()
    await list.service.pageCalls.waitForPendingRequests(1)
    list.presenter.refresh()

    #expect(list.service.pageCalls.pendingRequests.count == 1)
    list.view.recorder.expectNoCalls()
    await list.answerPage(with: .users(1...4, total: 4))
    list.view.recorder.expectCalls([.endRefreshing, .showUsers(userRows(1...4))])
    #expect(list.service.pageCalls.requests.count == 2)
  }

  @Test func aRefreshDuringTheFirstLoadEndsItsIndicatorAndLoadsAgain() async {
    let list = UserListHarness()
    list.presenter.viewDidLoad()
    await list.service.pageCalls.waitForPendingRequests(1)

    list.presenter.refresh()

    list.view.recorder.expectCalls([.showLoading, .endRefreshing])
    await list.service.pageCalls.waitForRequests(2)
    await list.answerPage(with: .users(1...2, total: 2))
    list.view.recorder.expectCalls([.hideLoading, .showUsers(userRows(1...2))])
    #expect(list.service.pageCalls.requests.count == 2)
  }

  @Test func aRefreshSupersedesAnInFlightNextPage() async throws {
    let list = UserListHarness()
    await list.loadFirstPage(.users(1...30, total: 60))
    list.presenter.loadNextPage()
    await list.service.pageCalls.waitForPendingRequests(1)

    list.presenter.refresh()

    // The next page's call was cancelled; only the refresh is waiting.
    list.view.recorder.expectCalls([.showLoadingMore, .hideLoadingMore])
    await list.service.pageCalls.waitForPendingRequests(1)
    try #require(list.service.pageCalls.pendingRequests == [.init(offset: 0, limit: 30)])
    await list.answerPage(with: .users(1...30, total: 60))
    list.view.recorder.expectCalls([.endRefreshing, .showUsers(userRows(1...30))])

    // Paging continues from the refreshed first page.
    list.presenter.loadNextPage()
    await list.answerPage(with: .users(31...60, offset: 30, total: 60))
    list.view.recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore, .insertUsers(30..<60, userRows(31...60)),
    ])
  }

  @Test func aLateNextPageAnswerAfterARefreshIsDiscarded() async {
    let list = UserListHarness(honorsCancellation: false)
    await list.loadFirstPage(.users(1...30, total: 60))
    list.presenter.loadNextPage()
    await list.service.pageCalls.waitForPendingRequests(1)
    list.presenter.refresh()
    await list.service.pageCalls.waitForPendingRequests(2)
    list.view.recorder.expectCalls([.showLoadingMore, .hideLoadingMore])

    // The service ignored the cancellation and answers the superseded next page first.
    list.service.pageCalls.succeed(with: .users(31...60, offset: 30, total: 60), at: 0)
    list.service.pageCalls.succeed(with: .users([7, 8], total: 2))
    await list.presenter.tasks.waitUntilIdle()

    // Only the refresh shows: the next page's rows (31...60) are never inserted.
    list.view.recorder.expectCalls([.endRefreshing, .showUsers(userRows([7, 8]))])
  }

  @Test func aFailedRefreshKeepsTheRowsAndShowsAMessage() async {
    let list = UserListHarness()
    await list.loadFirstPage(.users(1...3, total: 3))

    list.presenter.refresh()
    await list.service.pageCalls.waitForPendingRequests(1)
    list.service.pageCalls.fail(with: ServiceError.httpStatus(code: 500, message: nil))
    await list.presenter.tasks.waitUntilIdle()

    list.view.recorder.expectCalls([
      .endRefreshing,
      .showMessage(ServiceError.httpStatus(code: 500, message: nil).userMessage),
    ])
    list.presenter.deleteUser(at: 2)
    await list.service.deleteCalls.waitForPendingRequests(1)
    #expect(list.service.deleteCalls.requests == [3])
    list.service.deleteCalls.succeed(with: ())
    await list.presenter.tasks.waitUntilIdle()
    list.view.recorder.expectCalls([.removeUser(2), .showMessage("Deleted First3 Last3.")])
  }

  @Test func aRefreshFromTheErrorStateShowsTheErrorAgainOrTheRows() async {
    let list = UserListHarness()
    list.presenter.viewDidLoad()
    await list.service.pageCalls.waitForPendingRequests(1)
    list.service.pageCalls.fail(with: ServiceError.offline)
    await list.presenter.tasks.waitUntilIdle()
    list.view.recorder.expectCalls([
      .showLoading, .hideLoading, .showError(ServiceError.offline.userMessage, canRetry: true),
    ])

    list.presenter.refresh()
    await list.service.pageCalls.waitForPendingRequests(1)
    list.service.pageCalls.fail(with: ServiceError.unreachable)
    await list.presenter.tasks.waitUntilIdle()
    list.view.recorder.expectCalls([
      .endRefreshing, .showError(ServiceError.unreachable.userMessage, canRetry: true),
    ])

    list.presenter.refresh()
    await list.answerPage(with: .users(1...2, total: 2))
    list.view.recorder.expectCalls([.endRefreshing, .showUsers(userRows(1...2))])
  }
}
