import MVPClock
import MVPTestSupport
import Testing

/// A presenter whose work sleeps on a `ManualClock` at rest (a countdown's next tick): reported
/// as work left at rest by default, idle with `clockSleepersAreIdle`.
@MainActor @Suite struct ClockSleepersCheckerTests {
  /// The clock of the sequence running now, moved by an intent.
  final class ClockBox {
    var clock = ManualClock()
  }

  static func checker(
    clockSleepersAreIdle: Bool
  ) -> PresenterChecker<TickerPresenter, MockTickerView> {
    let box = ClockBox()
    return PresenterChecker(
      presenter: { _ in
        box.clock = ManualClock()
        return TickerPresenter(clock: box.clock)
      },
      view: { _ in MockTickerView() },
      effects: { ticks in .content("\(ticks) s") },
      intents: [PresenterIntent("a second passes") { _ in box.clock.advance(by: .seconds(1)) }],
      clockSleepersAreIdle: clockSleepersAreIdle)
  }

  @Test func workSleepingOnAManualClockIsIdleAtRestWhenAllowed() async {
    let report = await Self.checker(clockSleepersAreIdle: true).run(sequences: 50)
    #expect(report.failure == nil)
    #expect(report.sequencesRun == 50)
  }

  @Test func workSleepingOnAManualClockIsWorkLeftAtRestByDefault() async throws {
    var report = CheckReport()
    _ = await TestFailure.collect {
      report = await Self.checker(clockSleepersAreIdle: false).run(sequences: 50)
    }
    let failure = try #require(report.failure)
    #expect(failure.invariant == "no work left at rest")
    #expect(failure.detail.contains("'tick' still running"))
    #expect(failure.reducedCount == 0)
  }
}
