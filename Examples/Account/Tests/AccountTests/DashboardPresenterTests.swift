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

  /// A page whose header shows Ada and whose badge shows `unread`, its next poll asleep.
  func makeShownPage(unread: Int = 3) async throws -> (MockDashboardView, DashboardPresenter) {
    let (view, page) = try makePage()
    page.viewDidLoad()
    page.viewWillAppear()
    await accounts.loads.waitForPendingRequests(1)
    await notifications.unread.waitForPendingRequests(1)
    accounts.loads.succeed(with: .ada)
    notifications.unread.succeed(with: unread)
    await page.header.tasks.waitUntilFinished(page.header.resource.key)
    await clock.waitForSleepers(1)
    view.headerView.recorder.expectCalls([
      .showLoading, .hideLoading, .showAccount(name: "Ada", email: "ada@example.com"),
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
    page.viewDidLoad()  // reaches both parts: the header loads, the badge polls at once
    page.viewWillAppear()
    await accounts.loads.waitForPendingRequests(1)
    await notifications.unread.waitForPendingRequests(1)
    accounts.loads.succeed(with: .ada)
    notifications.unread.succeed(with: 3)
    await clock.waitForSleepers(1)  // the badge delivered its count and sleeps 30 s
    page.viewDidDisappear()  // hidden: the poll stops sleeping
    await page.tasks.waitUntilIdle()  // the page's tasks cover both parts
    view.headerView.recorder.expectCalls([
      .showLoading, .hideLoading, .showAccount(name: "Ada", email: "ada@example.com"),
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
    #expect(accounts.loads.requests.count == 1)  // the header does not reload
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

  @Test func aFailedHeaderOffersRetryAndLeavesTheBadge() async throws {
    let (view, page) = try makePage()
    page.viewDidLoad()
    page.viewWillAppear()
    await accounts.loads.waitForPendingRequests(1)
    await notifications.unread.waitForPendingRequests(1)
    accounts.loads.fail(with: ServiceError.offline)
    notifications.unread.succeed(with: 2)
    await page.header.tasks.waitUntilFinished(page.header.resource.key)
    await clock.waitForSleepers(1)
    view.headerView.recorder.expectCalls([
      .showLoading, .hideLoading, .showError(ServiceError.offline.userMessage, canRetry: true),
    ])
    view.badgeView.recorder.expectCalls(["2"])
    page.header.retry()  // the header's retry control
    await accounts.loads.waitForPendingRequests(1)
    accounts.loads.succeed(with: .ada)
    await page.header.tasks.waitUntilFinished(page.header.resource.key)
    view.headerView.recorder.expectCalls([
      .showLoading, .hideLoading, .showAccount(name: "Ada", email: "ada@example.com"),
    ])
    view.badgeView.recorder.expectNoCalls()
    await hide(page)
  }

  @Test(.presenterTest(skipping: .runningWork))  // the release abandons the load and the poll
  func everythingDeallocatesWithRequestsInFlight() async throws {
    let (view, page) = try makePage()
    page.viewDidLoad()
    await accounts.loads.waitForPendingRequests(1)
    await notifications.unread.waitForPendingRequests(1)
    view.headerView.recorder.expectCalls([.showLoading])
  }
}
