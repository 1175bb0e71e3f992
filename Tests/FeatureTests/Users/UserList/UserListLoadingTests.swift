import Foundation
import MVPCore
import MVPTestSupport
import Testing
import UserFeature

@MainActor @Suite(.presenterTest) struct UserListLoadingTests {
  let list = UserListHarness()

  @Test func showsLoadingThenTheFirstPageOfRows() async {
    list.presenter.viewDidLoad()
    await list.service.pageCalls.waitForPendingRequests(1)
    list.view.recorder.expectCalls([.showLoading])
    #expect(list.service.pageCalls.requests == [.init(offset: 0, limit: 30)])

    list.service.pageCalls.succeed(with: .users(1...3, total: 3))
    await list.presenter.tasks.waitUntilIdle()

    list.view.recorder.expectCalls([.hideLoading, .showUsers(userRows(1...3))])
  }

  @Test func rowsShowTheNameEmailAndAvatarOfEachUser() {
    let row = UserRowViewModel(user: .sample(5))

    #expect(
      row
        == UserRowViewModel(
          id: 5, name: "First5 Last5", email: "user5@example.com",
          avatarURL: URL(string: "https://img.example.com/5.png")))
  }

  @Test func showsTheEmptyStateWhenThereAreNoUsers() async {
    list.presenter.viewDidLoad()
    await list.answerPage(with: .users([], total: 0))

    list.view.recorder.expectCalls([.showLoading, .hideLoading, .showEmpty("No users yet.")])
    list.presenter.loadNextPage()
    #expect(list.presenter.tasks.isIdle)
    #expect(list.service.pageCalls.requests.count == 1)
  }

  @Test func showsAnErrorWithRetryAndRetryLoadsAgain() async {
    list.presenter.viewDidLoad()
    await list.service.pageCalls.waitForPendingRequests(1)
    list.service.pageCalls.fail(with: ServiceError.timeout)
    await list.presenter.tasks.waitUntilIdle()

    list.view.recorder.expectCalls([
      .showLoading, .hideLoading, .showError(ServiceError.timeout.userMessage, canRetry: true),
    ])

    list.presenter.retry()
    await list.answerPage(with: .users(1...2, total: 2))

    list.view.recorder.expectCalls([.showLoading, .hideLoading, .showUsers(userRows(1...2))])
    #expect(list.service.pageCalls.requests.map(\.offset) == [0, 0])
  }

  @Test func classifiesErrorsThatAreNotServiceErrors() async {
    list.presenter.viewDidLoad()
    await list.service.pageCalls.waitForPendingRequests(1)
    list.service.pageCalls.fail(with: URLError(.notConnectedToInternet))
    await list.presenter.tasks.waitUntilIdle()

    list.view.recorder.expectCalls([
      .showLoading, .hideLoading, .showError(ServiceError.offline.userMessage, canRetry: true),
    ])
  }

  @Test func showsACancellationThePresenterDidNotAskForAsAnErrorWithRetry() async {
    list.presenter.viewDidLoad()
    await list.service.pageCalls.waitForPendingRequests(1)
    list.service.pageCalls.fail(with: ServiceError.cancelled)
    await list.presenter.tasks.waitUntilIdle()

    list.view.recorder.expectCalls([
      .showLoading, .hideLoading, .showError(ServiceError.cancelled.userMessage, canRetry: true),
    ])
  }

  @Test func aCancellationThePresenterAskedForStaysSilent() async {
    await list.loadFirstPage(.users(1...30, total: 60))
    list.presenter.loadNextPage()
    await list.service.pageCalls.waitForPendingRequests(1)

    // The refresh cancels the next page; the stub throws CancellationError for it.
    list.presenter.refresh()
    await list.answerPage(with: .users(1...30, total: 60))

    list.view.recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore, .endRefreshing, .showUsers(userRows(1...30)),
    ])
    #expect(list.service.pageCalls.requests.map(\.offset) == [0, 30, 0])
  }

  @Test func retryIsIgnoredWhileLoadingAndOnceLoaded() async {
    list.presenter.viewDidLoad()
    list.presenter.retry()
    await list.answerPage(with: .users(1...2, total: 2))
    list.view.recorder.expectCalls([.showLoading, .hideLoading, .showUsers(userRows(1...2))])

    list.presenter.retry()

    #expect(list.presenter.tasks.isIdle)
    #expect(list.service.pageCalls.requests.count == 1)
  }
}
