import MVPCore
import MVPTestSupport
import Testing
import UserFeature

@MainActor @Suite(.presenterTest) struct UserListPagingTests {
  let list = UserListHarness()

  @Test func reachingTheBottomAppendsTheNextPage() async {
    await list.loadFirstPage(.users(1...30, total: 45))

    list.presenter.loadNextPage()
    await list.service.pageCalls.waitForPendingRequests(1)
    list.view.recorder.expectCalls([.showLoadingMore])
    #expect(list.service.pageCalls.requests.last == .init(offset: 30, limit: 30))

    list.service.pageCalls.succeed(with: .users(31...45, offset: 30, total: 45))
    await list.presenter.tasks.waitUntilIdle()
    list.view.recorder.expectCalls([.hideLoadingMore, .insertUsers(30..<45, userRows(31...45))])

    list.presenter.loadNextPage()
    #expect(list.presenter.tasks.isIdle)
    #expect(list.service.pageCalls.requests.count == 2)
  }

  @Test func aCustomPageSizeIsAskedForAndPagesOnFromThere() async {
    let small = UserListHarness(pageSize: 2)
    #expect(small.presenter.list.pageSize == 2)
    await small.loadFirstPage(.users(1...2, total: 5))
    #expect(small.service.pageCalls.requests == [.init(offset: 0, limit: 2)])

    small.presenter.loadNextPage()
    await small.service.pageCalls.waitForPendingRequests(1)
    #expect(small.service.pageCalls.requests.last == .init(offset: 2, limit: 2))
    small.service.pageCalls.succeed(with: .users(3...4, offset: 2, total: 5))
    await small.presenter.tasks.waitUntilIdle()
    small.view.recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore, .insertUsers(2..<4, userRows(3...4)),
    ])
  }

  @Test func loadNextPageIsIgnoredBeforeTheFirstPageAndWhileAPageLoads() async {
    list.presenter.loadNextPage()
    #expect(list.presenter.tasks.isIdle)
    #expect(list.service.pageCalls.requests.isEmpty)
    list.view.recorder.expectNoCalls()

    await list.loadFirstPage(.users(1...30, total: 90))
    list.presenter.loadNextPage()
    list.presenter.loadNextPage()
    await list.answerPage(with: .users(31...60, offset: 30, total: 90))

    #expect(list.service.pageCalls.requests.count == 2)
    list.view.recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore, .insertUsers(30..<60, userRows(31...60)),
    ])
  }

  @Test func aFailedNextPageKeepsTheRowsShowsAMessageAndCanBeRetried() async {
    await list.loadFirstPage(.users(1...30, total: 35))

    list.presenter.loadNextPage()
    await list.service.pageCalls.waitForPendingRequests(1)
    list.service.pageCalls.fail(with: ServiceError.offline)
    await list.presenter.tasks.waitUntilIdle()
    list.view.recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore, .showMessage(ServiceError.offline.userMessage),
    ])

    list.presenter.loadNextPage()
    await list.answerPage(with: .users(31...35, offset: 30, total: 35))
    list.view.recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore, .insertUsers(30..<35, userRows(31...35)),
    ])
    #expect(list.service.pageCalls.requests.map(\.offset) == [0, 30, 30])
  }

  @Test func aNextPageRepeatingAShownUserInsertsOnlyTheNewOnes() async {
    await list.loadFirstPage(.users(1...30, total: 32))

    list.presenter.loadNextPage()
    // A user was added on the server meanwhile, shifting user 30 into the second page.
    await list.answerPage(with: .users(30...32, offset: 30, total: 33))

    list.view.recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore, .insertUsers(30..<32, userRows(31...32)),
    ])
  }
}
