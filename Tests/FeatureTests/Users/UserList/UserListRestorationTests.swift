import MVPCore
import MVPTestSupport
import Testing
import UserFeature

/// The user list killed and relaunched (issue 29) in the middle of a first load, a next page and
/// a deletion: it comes back with the users it had loaded, scrolled to the user at the top, loads
/// them again in one request, shows no progress of a request that died with the app, and never
/// sends a deletion again.
@MainActor @Suite(.presenterTest) struct UserListRestorationTests {
  let service = StubUserService()
  let router = RecordingRouter<UserListRoute>()

  /// The list module, built as the app builds it, on the test's service and router.
  func launch() -> RelaunchableModule<any UserListView, UserListPresenter> {
    RelaunchableModule { [service, router] in
      UserListModule.build(service: service, router: router) { MockUserListView(presenter: $0) }
    }
  }

  /// The mock view of `app`'s module now.
  func view(
    _ app: RelaunchableModule<any UserListView, UserListPresenter>
  ) throws -> MockUserListView {
    try app.module.view(as: MockUserListView.self)
  }

  /// Launches the list and shows its first page of users 1 to 30 out of 90.
  func launchShowingTheFirstPage() async throws -> RelaunchableModule<
    any UserListView, UserListPresenter
  > {
    let app = launch()
    await load(
      app, count: 1, asking: .init(offset: 0, limit: 30), answer: .users(1...30, total: 90))
    try view(app).recorder.expectCalls([.showLoading, .hideLoading, .showUsers(userRows(1...30))])
    return app
  }

  /// Sends `viewDidLoad` to `app`'s presenter, checks that its first load asks for `query` (the
  /// `count`-th page request of the test) and answers it with `page`.
  func load(
    _ app: RelaunchableModule<any UserListView, UserListPresenter>, count: Int,
    asking query: StubUserService.PageQuery, answer page: Page<User>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    app.module.presenter.viewDidLoad()
    await service.pageCalls.waitForRequests(count)
    #expect(service.pageCalls.requests.last == query, sourceLocation: sourceLocation)
    service.pageCalls.succeed(with: page)
    await app.module.presenter.tasks.waitUntilIdle()
  }

  @Test func killedDuringTheFirstLoadItLoadsAgainAsAFreshList() async throws {
    let app = launch()
    app.module.presenter.viewDidLoad()
    await service.pageCalls.waitForPendingRequests(1)
    try view(app).recorder.expectCalls([.showLoading])

    try app.killAndRelaunch()
    // Nothing before viewDidLoad: no loading indicator of the request that died with the app.
    try view(app).recorder.expectNoCalls()
    await load(
      app, count: 2, asking: .init(offset: 0, limit: 30), answer: .users(1...30, total: 90))
    try view(app).recorder.expectCalls([.showLoading, .hideLoading, .showUsers(userRows(1...30))])
  }

  @Test func killedDuringANextPageItComesBackWithTheUsersLoadedAtTheUserOnTop() async throws {
    let app = try await launchShowingTheFirstPage()
    app.module.presenter.loadNextPage()
    await service.pageCalls.waitForPendingRequests(1)
    service.pageCalls.succeed(with: .users(31...60, offset: 30, total: 90))
    await app.module.presenter.tasks.waitUntilIdle()
    app.module.presenter.topRowDidChange(to: 41)  // user 42 at the top as the user scrolls
    app.module.presenter.loadNextPage()  // the app is killed while it loads
    await service.pageCalls.waitForPendingRequests(1)
    try view(app).recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore, .insertUsers(30..<60, userRows(31...60)),
      .showLoadingMore,
    ])

    try app.killAndRelaunch()
    try view(app).recorder.expectNoCalls()
    // The 60 users loaded, in one request; not the page that was loading.
    await load(
      app, count: 4, asking: .init(offset: 0, limit: 60), answer: .users(1...60, total: 90))
    try view(app).recorder.expectCalls([
      .showLoading, .hideLoading, .showUsers(userRows(1...60)), .scrollToRow(41),
    ])
    // Paging goes on from there when the user reaches the bottom again.
    app.module.presenter.loadNextPage()
    await service.pageCalls.waitForPendingRequests(1)
    #expect(service.pageCalls.requests.last == .init(offset: 60, limit: 30))
    service.pageCalls.succeed(with: .users(61...90, offset: 60, total: 90))
    await app.module.presenter.tasks.waitUntilIdle()
    try view(app).recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore, .insertUsers(60..<90, userRows(61...90)),
    ])
  }

  @Test func killedDuringADeletionItNeverSendsItAgain() async throws {
    let app = try await launchShowingTheFirstPage()
    app.module.presenter.topRowDidChange(to: 4)
    app.module.presenter.deleteUser(at: 2)  // the app is killed while user 3's deletion runs
    await service.deleteCalls.waitForPendingRequests(1)

    try app.killAndRelaunch()
    // The server had not deleted the user yet: the row is back, and nothing is sent again.
    await load(
      app, count: 2, asking: .init(offset: 0, limit: 30), answer: .users(1...30, total: 90))
    try view(app).recorder.expectCalls([
      .showLoading, .hideLoading, .showUsers(userRows(1...30)), .scrollToRow(4),
    ])
    #expect(service.deleteCalls.requests == [3])

    // The killed app's deletion ends as when a screen goes away: in `WriteOutcomes`, never on
    // the relaunched screen.
    service.deleteCalls.succeed(with: ())
    try await expectTheKilledWrite(endedAs: "UserListPresenter 'users.delete.3' succeeded")
    try view(app).recorder.expectNoCalls()
    #expect(service.deleteCalls.requests == [3])

    // The user decides: one deletion, now.
    app.module.presenter.deleteUser(at: 2)
    await service.deleteCalls.waitForPendingRequests(1)
    #expect(service.deleteCalls.requests == [3, 3])
    service.deleteCalls.succeed(with: ())
    await app.module.presenter.tasks.waitUntilIdle()
    try view(app).recorder.expectCalls([.removeUser(2), .showMessage("Deleted First3 Last3.")])
  }

  @Test func aListKilledBeforeItLoadedKeepsNothing() async throws {
    let app = launch()
    try app.killAndRelaunch()
    await load(
      app, count: 1, asking: .init(offset: 0, limit: 30), answer: .users(1...30, total: 90))
    try view(app).recorder.expectCalls([.showLoading, .hideLoading, .showUsers(userRows(1...30))])
  }
}
