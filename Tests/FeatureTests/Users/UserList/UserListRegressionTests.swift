import Foundation
import MVPCore
import MVPTestSupport
import Testing
import UserFeature

/// One test per kind of fault of issue 8 that applies to the user list, named after the kind.
@MainActor @Suite(.presenterTest) struct UserListRegressionTests {
  let list = UserListHarness()

  // MARK: - Kind 1: progress ends on a re-attached view

  @Test func refreshingEndsOnAReattachedView_kind1() async {
    await list.loadFirstPage(.users(1...2, total: 2))
    list.presenter.refresh()
    await list.service.pageCalls.waitForPendingRequests(1)

    list.presenter.detach(list.view)
    list.presenter.attach(list.view)
    list.view.recorder.expectCalls([.hideLoading, .showUsers(userRows(1...2))])
    await list.answerPage(with: .users(1...3, total: 3))

    list.view.recorder.expectCalls([.endRefreshing, .showUsers(userRows(1...3))])
  }

  @Test func loadingEndsOnAReattachedView_kind1() async {
    list.presenter.viewDidLoad()
    await list.service.pageCalls.waitForPendingRequests(1)

    list.presenter.detach(list.view)
    list.presenter.attach(list.view)
    list.view.recorder.expectCalls([.showLoading, .showLoading])
    await list.answerPage(with: .users(1...2, total: 2))

    list.view.recorder.expectCalls([.hideLoading, .showUsers(userRows(1...2))])
  }

  @Test func loadingTheNextPageEndsOnAReattachedView_kind1() async {
    await list.loadFirstPage(.users(1...30, total: 45))
    list.presenter.loadNextPage()
    await list.service.pageCalls.waitForPendingRequests(1)

    list.presenter.detach(list.view)
    list.presenter.attach(list.view)
    list.view.recorder.expectCalls([
      .showLoadingMore, .hideLoading, .showUsers(userRows(1...30)), .showLoadingMore,
    ])
    await list.answerPage(with: .users(31...45, offset: 30, total: 45))

    list.view.recorder.expectCalls([.hideLoadingMore, .insertUsers(30..<45, userRows(31...45))])
    #expect(list.service.pageCalls.requests.map(\.offset) == [0, 30, 30])
  }

  // MARK: - Kind 2: an interrupted load resumes

  @Test func aLoadInterruptedInOneTurnResumesOnTheNextView_kind2() async throws {
    let next = MockUserListView()
    list.presenter.viewDidLoad()
    list.presenter.detach(list.view)
    list.presenter.attach(next)

    try #require(list.presenter.tasks.isRunning(UserListKeys.pages))
    await list.answerPage(with: .users(1...2, total: 2))

    list.view.recorder.expectCalls([.showLoading])
    next.recorder.expectCalls([.showLoading, .hideLoading, .showUsers(userRows(1...2))])
    #expect(list.service.pageCalls.requests.last == .init(offset: 0, limit: 30))
    await list.presenter.tasks.waitUntilIdle()
  }

  // MARK: - Kind 3: a cancellation the presenter did not ask for is shown

  nonisolated static let outsideCancellations: [any Error] = [
    CancellationError(), URLError(.cancelled), ServiceError.cancelled,
  ]

  @Test(arguments: outsideCancellations)
  func anOutsideCancellationOfTheFirstPageIsAnErrorWithRetry_kind3(error: any Error) async {
    list.presenter.viewDidLoad()
    await list.service.pageCalls.waitForPendingRequests(1)
    list.service.pageCalls.fail(with: error)
    await list.presenter.tasks.waitUntilIdle()

    list.view.recorder.expectCalls([
      .showLoading, .hideLoading, .showError(ServiceError.cancelled.userMessage, canRetry: true),
    ])
    list.presenter.retry()
    await list.answerPage(with: .users(1...2, total: 2))
    list.view.recorder.expectCalls([.showLoading, .hideLoading, .showUsers(userRows(1...2))])
  }

  @Test(arguments: outsideCancellations)
  func anOutsideCancellationWhileRowsAreShownIsAMessage_kind3(error: any Error) async {
    await list.loadFirstPage(.users(1...30, total: 45))
    list.presenter.loadNextPage()
    await list.service.pageCalls.waitForPendingRequests(1)
    list.service.pageCalls.fail(with: error)
    await list.presenter.tasks.waitUntilIdle()

    list.view.recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore, .showMessage(ServiceError.cancelled.userMessage),
    ])
    #expect(list.presenter.list.items.map(\.id) == Array(1...30))
  }

  // MARK: - Kind 4: paging around deletes

  @Test func aDeleteDuringANextPageDoesNotSkipTheUserThatMovedUp_kind4a() async {
    let small = UserListHarness(pageSize: 10)
    await small.loadFirstPage(.users(1...10, total: 30))
    small.presenter.loadNextPage()
    await small.service.pageCalls.waitForPendingRequests(1)
    #expect(small.service.pageCalls.requests.last == .init(offset: 10, limit: 10))

    small.presenter.deleteUser(at: 0)
    await small.service.deleteCalls.waitForPendingRequests(1)
    small.service.deleteCalls.succeed(with: ())
    await small.presenter.tasks.waitUntilFinished(UserListKeys.delete(userID: 1))
    // The page in flight may be answered after the delete, one user late: it is asked again.
    await small.service.pageCalls.waitForRequests(3)
    #expect(small.service.pageCalls.requests.last == .init(offset: 9, limit: 10))
    await small.answerPage(with: .users(11...20, offset: 9, total: 29))
    small.view.recorder.expectCalls([
      .showLoadingMore, .removeUser(0), .showMessage("Deleted First1 Last1."), .hideLoadingMore,
      .insertUsers(9..<19, userRows(11...20)),
    ])

    small.presenter.loadNextPage()
    await small.answerPage(with: .users(21...30, offset: 19, total: 29))

    #expect(small.service.pageCalls.requests.last == .init(offset: 19, limit: 10))
    small.view.recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore, .insertUsers(19..<29, userRows(21...30)),
    ])
    #expect(small.presenter.list.items.map(\.id) == Array(2...30))
  }

  @Test func aServerThatKeepsDeletedUsersNeverLeavesTheListEmpty_kind4b() async {
    let single = await deleteTheOnlyRowOfAPageOfOne()

    single.presenter.loadNextPage()
    // The server does not persist deletes and answers user 1 again.
    await single.answerPage(with: .users([1], offset: 0, total: 208))
    // Nothing new to show: the list keeps loading (full screen) without redrawing its no rows.
    single.view.recorder.expectNoCalls()
    await single.answerPage(with: .users([2], offset: 1, total: 208))

    #expect(single.service.pageCalls.requests.map(\.offset) == [0, 0, 1])
    single.view.recorder.expectCalls([.hideLoading, .showUsers(userRows([2]))])
  }

  @Test func aRefreshFromAServerThatKeepsDeletedUsersRecovers_kind4b() async {
    let single = await deleteTheOnlyRowOfAPageOfOne()

    single.presenter.refresh()
    single.view.recorder.expectCalls([.hideLoading])
    await single.answerPage(with: .users([1], offset: 0, total: 208))
    single.view.recorder.expectCalls([.showUsers([]), .endRefreshing, .showLoading])
    await single.answerPage(with: .users([2], offset: 1, total: 208))

    #expect(single.service.pageCalls.requests.map(\.offset) == [0, 0, 0, 1])
    single.view.recorder.expectCalls([.hideLoading, .showUsers(userRows([2]))])
  }

  /// A list of page size 1 showing user 1 of 208, whose deletion was confirmed: the list is
  /// loading the next page by itself.
  private func deleteTheOnlyRowOfAPageOfOne() async -> UserListHarness {
    let single = UserListHarness(pageSize: 1)
    await single.loadFirstPage(.users([1], total: 208))
    single.presenter.deleteUser(at: 0)
    await single.service.deleteCalls.waitForPendingRequests(1)
    single.service.deleteCalls.succeed(with: ())
    await single.presenter.tasks.waitUntilFinished(UserListKeys.delete(userID: 1))
    await single.service.pageCalls.waitForPendingRequests(1)
    single.view.recorder.expectCalls([
      .showUsers([]), .showLoading, .showMessage("Deleted First1 Last1."),
    ])
    return single
  }

  // MARK: - Kind 5: a server that ignores skip

  @Test func aServerThatIgnoresSkipEndsPaging_kind5() async {
    let small = UserListHarness(pageSize: 10)
    await small.loadFirstPage(.users(1...10, total: 30))

    small.presenter.loadNextPage()
    await small.answerPage(with: .users(1...10, offset: 0, total: 30))
    small.presenter.loadNextPage()
    small.presenter.loadNextPage()

    #expect(small.service.pageCalls.requests.map(\.offset) == [0, 10])
    #expect(small.presenter.tasks.isIdle)
    small.view.recorder.expectCalls([.showLoadingMore, .hideLoadingMore])
  }

  // MARK: - Kind 6: lifecycle events during a next page

  @Test func lifecycleEventsDuringANextPageLeaveItRunning_kind6() async {
    await list.loadFirstPage(.users(1...30, total: 45))
    list.presenter.loadNextPage()
    await list.service.pageCalls.waitForPendingRequests(1)

    list.presenter.viewDidLoad()
    list.presenter.viewWillAppear()
    list.presenter.viewDidLoad()
    list.presenter.viewDidDisappear()
    list.presenter.viewWillAppear()

    #expect(list.service.pageCalls.pendingRequests == [.init(offset: 30, limit: 30)])
    await list.answerPage(with: .users(31...45, offset: 30, total: 45))
    list.view.recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore, .insertUsers(30..<45, userRows(31...45)),
    ])
    #expect(list.service.pageCalls.requests.count == 2)
  }

  // MARK: - Kind 8: a late detach of a replaced view

  @Test func aLateDetachOfAReplacedViewKeepsTheLoadForItsReplacement_kind8() async throws {
    list.presenter.viewDidLoad()
    await list.service.pageCalls.waitForPendingRequests(1)
    let next = MockUserListView()
    list.presenter.attach(next)

    list.presenter.detach(list.view)

    try #require(list.presenter.tasks.isRunning(UserListKeys.pages))
    await list.answerPage(with: .users(1...2, total: 2))
    next.recorder.expectCalls([.showLoading, .hideLoading, .showUsers(userRows(1...2))])
    list.view.recorder.expectCalls([.showLoading])
    #expect(list.service.pageCalls.requests.count == 1)
  }

  // MARK: - Kind 9: a write in flight at detach

  @Test func aDeleteInFlightAtDetachReachesTheNextView_kind9() async {
    await list.loadFirstPage(.users(1...3, total: 3))
    list.presenter.deleteUser(at: 0)
    await list.service.deleteCalls.waitForPendingRequests(1)

    list.presenter.detach(list.view)
    let next = MockUserListView()
    list.presenter.attach(next)
    next.recorder.expectCalls([.hideLoading, .showUsers(userRows(1...3))])
    #expect(list.presenter.tasks.isRunning(UserListKeys.delete(userID: 1)))

    list.service.deleteCalls.succeed(with: ())
    await list.presenter.tasks.waitUntilIdle()
    next.recorder.expectCalls([.removeUser(0), .showMessage("Deleted First1 Last1.")])
    list.view.recorder.expectNoCalls()
    #expect(list.service.deleteCalls.requests == [1])
    #expect(list.presenter.list.items.map(\.id) == [2, 3])
  }

  // MARK: - Kind 10: a message while the view is hidden

  @Test func aDeleteFailureWhileHiddenIsShownWhenTheViewAppears_kind10() async {
    await list.loadFirstPage(.users(1...3, total: 3))
    list.presenter.deleteUser(at: 1)
    await list.service.deleteCalls.waitForPendingRequests(1)
    list.presenter.viewDidDisappear()

    list.service.deleteCalls.fail(with: ServiceError.offline)
    await list.presenter.tasks.waitUntilIdle()
    list.view.recorder.expectNoCalls()

    list.presenter.viewWillAppear()
    list.view.recorder.expectCalls([
      .showMessage("Couldn't delete First2 Last2. \(ServiceError.offline.userMessage)")
    ])
  }
}
