import MVPClock
import MVPTestSupport
import Testing

/// A poll under the checker: `screen.repeating` pauses while the view is hidden; a poll of the
/// presenter's own that goes on while hidden is caught at the hide ("no work while hidden").
@MainActor @Suite struct BadgePollCheckerTests {
  /// The clock of the sequence running now, moved by an intent.
  final class ClockBox {
    var clock = ManualClock()
  }

  static func checker(pausesWhileHidden: Bool) -> PresenterChecker<BadgePresenter, MockBadgeView> {
    let box = ClockBox()
    return PresenterChecker(
      presenter: { server in
        box.clock = ManualClock()
        let unread = AsyncStub<Void, Int>()
        server.answers(unread, name: "unread") { _ in 3 }
        return BadgePresenter(
          unread: unread, clock: box.clock, pausesWhileHidden: pausesWhileHidden)
      },
      view: { _ in MockBadgeView() },
      effects: { count in .content(count.map { "\($0) unread" } ?? "unread count unknown") },
      intents: [PresenterIntent("30 seconds pass") { _ in box.clock.advance(by: .seconds(30)) }],
      clockSleepersAreIdle: true)
  }

  @Test func aPollOnScreenRepeatingKeepsEveryInvariant() async {
    let report = await Self.checker(pausesWhileHidden: true).run()
    #expect(report.failure == nil)
    #expect(report.sequencesRun == 100)
  }

  @Test func aPollThatRunsWhileHiddenIsCaught() async throws {
    var report = CheckReport()
    let recorded = await TestFailure.collect {
      report = await Self.checker(pausesWhileHidden: false).run()
    }
    let failure = try #require(report.failure)
    #expect(failure.invariant == "no work while hidden")
    #expect(failure.detail.contains("'badge' still waits on the clock after viewDidDisappear"))
    #expect(failure.reducedCount == 2)
    #expect(recorded.map(\.message) == [failure.description])
  }
}
