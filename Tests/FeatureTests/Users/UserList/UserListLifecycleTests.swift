import MVPCore
import MVPTestSupport
import Testing
import UserFeature

@MainActor @Suite(.presenterTest) struct UserListLifecycleTests {
  let list = UserListHarness()

  @Test func detachingMidRequestCancelsItAndCallsNoView() async {
    list.presenter.viewDidLoad()
    await list.service.pageCalls.waitForPendingRequests(1)
    list.view.recorder.expectCalls([.showLoading])

    list.presenter.detach(list.view)
    await list.presenter.tasks.waitUntilIdle()

    // The stub dropped the call because its task was cancelled; no answer ever came.
    #expect(list.service.pageCalls.pendingRequests.isEmpty)
    #expect(list.service.pageCalls.requests.count == 1)
  }

  @Test func aViewAttachedAfterAnInterruptedFirstLoadRestartsIt() async throws {
    list.presenter.viewDidLoad()
    await list.service.pageCalls.waitForPendingRequests(1)
    list.presenter.detach(list.view)
    await list.presenter.tasks.waitUntilIdle()
    list.view.recorder.expectCalls([.showLoading])

    let next = MockUserListView()
    list.presenter.attach(next)
    try #require(list.presenter.tasks.isRunning(UserListKeys.pages))
    await list.answerPage(with: .users(1...2, total: 2))

    next.recorder.expectCalls([.showLoading, .hideLoading, .showUsers(userRows(1...2))])
    list.view.recorder.expectNoCalls()
    #expect(list.service.pageCalls.requests.count == 2)
  }

  @Test func aRefreshInterruptedByADetachResumesOnTheNextView() async throws {
    await list.loadFirstPage(.users(1...2, total: 2))
    list.presenter.refresh()
    await list.service.pageCalls.waitForPendingRequests(1)
    list.presenter.detach(list.view)
    await list.presenter.tasks.waitUntilIdle()
    list.view.recorder.expectNoCalls()

    let next = MockUserListView()
    list.presenter.attach(next)
    next.recorder.expectCalls([.hideLoading, .showUsers(userRows(1...2))])
    try #require(list.presenter.tasks.isRunning(UserListKeys.pages))
    await list.answerPage(with: .users(1...3, total: 3))

    next.recorder.expectCalls([.endRefreshing, .showUsers(userRows(1...3))])
    #expect(list.service.pageCalls.requests.map(\.offset) == [0, 0, 0])
  }

  @Test func aNewViewGetsTheCurrentRowsIncludingAppendedPagesAndDeletions() async {
    await list.loadFirstPage(.users(1...30, total: 31))
    list.presenter.loadNextPage()
    await list.answerPage(with: .users([31], offset: 30, total: 31))
    list.presenter.deleteUser(at: 0)
    await list.service.deleteCalls.waitForPendingRequests(1)
    list.service.deleteCalls.succeed(with: ())
    await list.presenter.tasks.waitUntilIdle()
    list.view.recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore, .insertUsers(30..<31, userRows([31])), .removeUser(0),
      .showMessage("Deleted First1 Last1."),
    ])

    list.presenter.detach(list.view)
    let next = MockUserListView()
    list.presenter.attach(next)

    next.recorder.expectCalls([.hideLoading, .hideLoadingMore, .showUsers(userRows(2...31))])
  }

  @Test func aNewViewGetsTheErrorStateWithTheLoadingIndicatorHidden() async {
    list.presenter.viewDidLoad()
    await list.service.pageCalls.waitForPendingRequests(1)
    list.service.pageCalls.fail(with: ServiceError.timeout)
    await list.presenter.tasks.waitUntilIdle()
    list.view.recorder.expectCalls([
      .showLoading, .hideLoading, .showError(ServiceError.timeout.userMessage, canRetry: true),
    ])
    list.presenter.detach(list.view)

    let next = MockUserListView()
    list.presenter.attach(next)

    next.recorder.expectCalls([
      .hideLoading, .showError(ServiceError.timeout.userMessage, canRetry: true),
    ])
  }

  @Test func aMessageForAViewThatWentAwayIsShownOnceToTheNextView() async {
    let service = StubUserService()
    let presenter = UserListPresenter(
      service: service, router: RecordingRouter<UserListRoute>())
    var first: MockUserListView? = MockUserListView()
    presenter.attach(first!)
    presenter.viewDidLoad()
    await service.pageCalls.waitForPendingRequests(1)
    service.pageCalls.succeed(with: .users(1...2, total: 2))
    await presenter.tasks.waitUntilIdle()
    presenter.refresh()
    await service.pageCalls.waitForPendingRequests(1)
    first?.recorder.expectCalls([.showLoading, .hideLoading, .showUsers(userRows(1...2))])

    first = nil  // The view was deallocated without detaching.
    service.pageCalls.fail(with: ServiceError.offline)
    await presenter.tasks.waitUntilIdle()

    let next = MockUserListView()
    presenter.attach(next)
    next.recorder.expectCalls([
      .hideLoading, .showUsers(userRows(1...2)), .endRefreshing,
      .showMessage(ServiceError.offline.userMessage),
    ])
    let another = MockUserListView()
    presenter.attach(another)
    another.recorder.expectCalls([.hideLoading, .showUsers(userRows(1...2)), .endRefreshing])
  }
}
