import MVPClock
import MVPCore
import MVPTestSupport
import Testing

// The "Work that repeats" article's example: a badge that polls every 30 seconds while shown.

@MainActor
protocol BadgeView: AnyObject {
  func showUnread(_ count: Int)
}

protocol InboxService: Sendable {
  func unreadCount() async throws -> Int
}

@MainActor
final class BadgePresenter: ScreenPresenter {
  let screen = ScreenLifecycle<any BadgeView>()
  private let service: any InboxService
  private let clock: any Clock<Duration>

  init(service: any InboxService, clock: any Clock<Duration> = ContinuousClock()) {
    self.service = service
    self.clock = clock
  }

  func screenDidLoad() {
    screen.repeating(
      "badge", every: .seconds(30), clock: clock, owner: self,
      work: { [service] in try await service.unreadCount() },
      then: { presenter, result in presenter.show(result) })
  }

  private func show(_ result: Result<Int, any Error>) {
    guard case .success(let count) = result else { return }  // keep the last count
    screen.binding.update(.state("unread")) { $0.showUnread(count) }
  }
}

final class MockBadgeView: BadgeView, CallRecording {
  enum Call: Equatable { case showUnread(Int) }
  let recorder = CallRecorder<Call>()
  func showUnread(_ count: Int) { record(.showUnread(count)) }
}

struct StubInboxService: InboxService {
  let unread = AsyncStub<Void, Int>()
  func unreadCount() async throws -> Int { try await unread.call(()) }
}

@MainActor @Suite(.presenterTest) struct BadgePresenterTests {
  let service = StubInboxService()
  let clock = ManualClock()
  let view = MockBadgeView()

  @Test func pollsWhileShownAndPausesWhileHidden() async {
    let presenter = BadgePresenter(service: service, clock: clock)
    presenter.attach(view)
    presenter.viewDidLoad()
    await service.unread.waitForPendingRequests(1)
    service.unread.succeed(with: 3)
    await clock.waitForSleepers(1)
    view.recorder.expectCalls([.showUnread(3)])

    clock.advance(by: .seconds(30))  // the next poll
    await service.unread.waitForPendingRequests(1)
    service.unread.succeed(with: 4)
    await clock.waitForSleepers(1)
    view.recorder.expectCalls([.showUnread(4)])

    presenter.viewDidDisappear()  // hidden: no poll, however long
    await presenter.tasks.waitUntilIdle()
    clock.advance(by: .seconds(600))
    #expect(service.unread.pendingRequests.isEmpty)

    presenter.viewWillAppear()  // shown again: polls at once
    await service.unread.waitForPendingRequests(1)
    service.unread.succeed(with: 5)
    await clock.waitForSleepers(1)
    view.recorder.expectCalls([.showUnread(5)])
    presenter.screen.stopRepeating("badge")
    await presenter.tasks.waitUntilIdle()
  }
}
