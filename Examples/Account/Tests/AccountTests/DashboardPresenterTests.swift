import Account
import MVPClock
import MVPCore
import MVPTestSupport
import Testing

@MainActor
@Suite(.presenterTest) struct DashboardPresenterTests {
  let accounts = StubAccountService()
  let notifications = StubNotificationService()
  let clock = ManualClock()

  func makePage() throws -> (MockDashboardView, DashboardPresenter) {
    let module = DashboardModule.build(
      accounts: accounts, notifications: notifications, clock: clock
    ) { MockDashboardView(presenter: $0) }
    return (try module.view(as: MockDashboardView.self), module.presenter)
  }

  /// A page whose header and stats show Ada's summary and whose badge shows `unread`, its next poll asleep.
  func makeShownPage(unread: Int = 3) async throws -> (MockDashboardView, DashboardPresenter) {
    let (view, page) = try makePage()
    page.viewDidLoad()
    page.viewWillAppear()
    await accounts.summaries.waitForPendingRequests(1)
    await notifications.unread.waitForPendingRequests(1)
    accounts.summaries.succeed(with: .ada)
    notifications.unread.succeed(with: unread)
    await page.tasks.waitUntilFinished(DashboardPresenter.summaryKey)
    await clock.waitForSleepers(1)
    view.headerView.recorder.expectCalls([
      .showLoading, .hideLoading, .showAccount(name: "Ada", email: "ada@example.com"),
    ])
    view.statsView.recorder.expectCalls([
      .showLoading, .hideLoading, .showStats(orders: 12, reviews: 3),
    ])
    view.badgeView.recorder.expectCalls([String(unread)])
    return (view, page)
  }

  /// Ends the poll asleep on the clock, as leaving the screen does, so the test ends with no work.
  func hide(_ page: DashboardPresenter) async {
    page.viewDidDisappear()
    await page.tasks.waitUntilIdle()
  }

  @Test func thePageLoadsTheHeaderAndPollsTheBadge() async throws {
    let (view, page) = try makePage()
    page.viewDidLoad()  // reaches every part: the header and the stats load, the badge polls
    page.viewWillAppear()
    await accounts.summaries.waitForPendingRequests(1)
    await notifications.unread.waitForPendingRequests(1)
    accounts.summaries.succeed(with: .ada)
    notifications.unread.succeed(with: 3)
    await clock.waitForSleepers(1)  // the badge delivered its count and sleeps 30 s
    page.viewDidDisappear()  // hidden: the poll stops sleeping
    await page.tasks.waitUntilIdle()  // the page's tasks cover every part
    view.headerView.recorder.expectCalls([
      .showLoading, .hideLoading, .showAccount(name: "Ada", email: "ada@example.com"),
    ])
    view.statsView.recorder.expectCalls([
      .showLoading, .hideLoading, .showStats(orders: 12, reviews: 3),
    ])
    view.badgeView.recorder.expectCalls(["3"])
    #expect(clock.sleeperCount == 0)
  }

  @Test func theBadgePollsEvery30Seconds() async throws {
    let (view, page) = try await makeShownPage(unread: 3)
    #expect(clock.sleeperDeadlines == [clock.now.advanced(by: .seconds(30))])
    clock.advance(by: .seconds(29))
    #expect(clock.sleeperCount == 1)  // still asleep: no poll yet
    clock.advance(by: .seconds(1))  // 30 s after the last poll ended
    await notifications.unread.waitForPendingRequests(1)
    notifications.unread.succeed(with: 120)
    await clock.waitForSleepers(1)
    view.badgeView.recorder.expectCalls(["99+"])
    clock.advance(by: .seconds(30))
    await notifications.unread.waitForPendingRequests(1)
    notifications.unread.succeed(with: 0)  // everything read: the badge hides
    await clock.waitForSleepers(1)
    view.badgeView.recorder.expectCalls([nil])
    #expect(notifications.unread.requests.count == 3)
    #expect(accounts.summaries.requests.count == 1)  // the header and the stats do not reload
    await hide(page)
  }

  @Test func theBadgePausesWhileThePageIsHiddenAndPollsAtOnceWhenShown() async throws {
    let (view, page) = try await makeShownPage(unread: 3)
    page.viewDidDisappear()  // hidden: no poll, however long
    await page.tasks.waitUntilIdle()
    clock.advance(by: .seconds(600))
    #expect(notifications.unread.pendingRequests.isEmpty)
    #expect(clock.sleeperCount == 0)
    page.viewWillAppear()  // shown again: polls at once
    await notifications.unread.waitForPendingRequests(1)
    notifications.unread.succeed(with: 5)
    await clock.waitForSleepers(1)
    view.badgeView.recorder.expectCalls(["5"])
    view.headerView.recorder.expectNoCalls()
    view.statsView.recorder.expectNoCalls()
    await hide(page)
  }

  @Test func aFailedPollKeepsTheCountAndTheNextPollGoesOn() async throws {
    let (view, page) = try await makeShownPage(unread: 3)
    clock.advance(by: .seconds(30))
    await notifications.unread.waitForPendingRequests(1)
    notifications.unread.fail(with: ServiceError.offline)
    await clock.waitForSleepers(1)
    view.badgeView.recorder.expectNoCalls()
    clock.advance(by: .seconds(30))
    await notifications.unread.waitForPendingRequests(1)
    notifications.unread.succeed(with: 4)
    await clock.waitForSleepers(1)
    view.badgeView.recorder.expectCalls(["4"])
    await hide(page)
  }

  @Test func theHeaderAndTheStatsShareOneSummaryRequest() async throws {
    let (view, page) = try await makeShownPage()
    #expect(accounts.summaries.requests.count == 1)  // both parts showed it: one request
    page.detach(view)
    let next = MockDashboardView(presenter: page)
    page.attach(next)  // each part replays what it shows: no request
    next.headerView.recorder.expectCalls([
      .hideLoading, .showAccount(name: "Ada", email: "ada@example.com"),
    ])
    next.statsView.recorder.expectCalls([.hideLoading, .showStats(orders: 12, reviews: 3)])
    next.badgeView.recorder.expectCalls(["3"])
    #expect(accounts.summaries.requests.count == 1)
    await hide(page)
  }

  @Test func aSavedAccountReachesTheHeaderThroughTheSummary() async throws {
    let (view, page) = try await makeShownPage()
    var saved = DashboardSummary.ada
    saved.account.name = "Ada L."
    page.summary.show(saved)  // what the edit screen's save answered
    view.headerView.recorder.expectCalls([.showAccount(name: "Ada L.", email: "ada@example.com")])
    view.statsView.recorder.expectCalls([.showStats(orders: 12, reviews: 3)])
    #expect(accounts.summaries.requests.count == 1)
    await hide(page)
  }

  @Test func aFailedSummaryShowsInBothPartsAndTheHeadersRetryReloadsBoth() async throws {
    let (view, page) = try makePage()
    page.viewDidLoad()
    page.viewWillAppear()
    await accounts.summaries.waitForPendingRequests(1)
    await notifications.unread.waitForPendingRequests(1)
    accounts.summaries.fail(with: ServiceError.offline)
    notifications.unread.succeed(with: 2)
    await page.tasks.waitUntilFinished(DashboardPresenter.summaryKey)
    await clock.waitForSleepers(1)
    let offline = ServiceError.offline.userMessage
    view.headerView.recorder.expectCalls([
      .showLoading, .hideLoading, .showError(offline, canRetry: true),
    ])
    view.statsView.recorder.expectCalls([
      .showLoading, .hideLoading, .showError(offline, canRetry: true),
    ])
    view.badgeView.recorder.expectCalls(["2"])
    page.header.retry()  // the header's retry control: the stats follow
    await accounts.summaries.waitForPendingRequests(1)
    accounts.summaries.succeed(with: .ada)
    await page.tasks.waitUntilFinished(DashboardPresenter.summaryKey)
    view.headerView.recorder.expectCalls([
      .showLoading, .hideLoading, .showAccount(name: "Ada", email: "ada@example.com"),
    ])
    view.statsView.recorder.expectCalls([
      .showLoading, .hideLoading, .showStats(orders: 12, reviews: 3),
    ])
    view.badgeView.recorder.expectNoCalls()
    #expect(accounts.summaries.requests.count == 2)
    await hide(page)
  }

  @Test func theHeaderWorksAloneOnTheAccountEndpoint() async {
    let header = AccountHeaderPresenter(service: accounts)
    let view = MockAccountHeaderView()
    header.attach(view)
    header.viewDidLoad()
    await accounts.loads.waitForPendingRequests(1)
    accounts.loads.succeed(with: .ada)
    await header.tasks.waitUntilIdle()
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showAccount(name: "Ada", email: "ada@example.com"),
    ])
  }

  @Test(.presenterTest(skipping: .runningWork))  // the release abandons the load and the poll
  func everythingDeallocatesWithRequestsInFlight() async throws {
    let (view, page) = try makePage()
    page.viewDidLoad()
    await accounts.summaries.waitForPendingRequests(1)
    await notifications.unread.waitForPendingRequests(1)
    view.headerView.recorder.expectCalls([.showLoading])
    view.statsView.recorder.expectCalls([.showLoading])
  }
}
