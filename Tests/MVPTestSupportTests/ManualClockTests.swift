import Foundation
import MVPClock
import MVPCore
import MVPTestSupport
import Testing

/// ``ManualClock`` on its own, and inside a presenter test: a sleep left at the end is running
/// work, a sleep of observed work waits for the test, and `waitForSleepers` fails instead of
/// hanging.
@MainActor @Suite struct ManualClockTests {
  let start = WallClock.Instant(Date(timeIntervalSince1970: 1_767_225_600))

  /// A scope whose task sleeps on `clock` until `deadline`, then records `"woke"` or
  /// `"cancelled"`.
  private func sleeper(
    on clock: ManualClock, until deadline: WallClock.Instant, recorder: CallRecorder<String>
  ) -> TaskScope {
    let scope = TaskScope()
    scope.run("tick") {
      do {
        try await clock.sleep(until: deadline, tolerance: nil)
        recorder.record("woke")
      } catch {
        recorder.record("cancelled")
      }
    }
    return scope
  }

  @Test func sleepersWakeInDeadlineOrderWhenTheClockReachesThem() async {
    let clock = ManualClock(now: start)
    let woke = CallRecorder<String>()
    let late = sleeper(on: clock, until: start.advanced(by: .seconds(2)), recorder: woke)
    await clock.waitForSleepers(1)
    let early = sleeper(on: clock, until: start.advanced(by: .seconds(1)), recorder: woke)
    await clock.waitForSleepers(2)
    #expect(
      clock.sleeperDeadlines == [start.advanced(by: .seconds(1)), start.advanced(by: .seconds(2))])

    clock.advance(by: .seconds(1))
    await early.waitUntilIdle()
    woke.expectCalls(["woke"])
    #expect(clock.sleeperCount == 1)
    clock.set(to: start)
    #expect(clock.sleeperCount == 1)
    clock.set(to: start.advanced(by: .seconds(5)))
    await late.waitUntilIdle()
    woke.expectCalls(["woke"])
    #expect(clock.wakeCount == 2)
    #expect(clock.now == start.advanced(by: .seconds(5)))
  }

  @Test func aCancelledSleeperWakesAtOnce() async {
    let clock = ManualClock(now: start)
    let woke = CallRecorder<String>()
    let scope = sleeper(on: clock, until: start.advanced(by: .seconds(60)), recorder: woke)
    await clock.waitForSleepers(1)
    scope.cancel("tick")
    #expect(clock.sleeperCount == 0)
    await scope.waitUntilIdle()
    woke.expectCalls(["cancelled"])
    #expect(clock.wakeCount == 0)
  }

  @Test func aSleepLeftAtTheEndOfAPresenterTestIsRunningWork() async {
    let failures = await TestFailure.collect {
      await PresenterTest.run(checking: .runningWork) { _ in
        let clock = ManualClock(now: start)
        let scope = sleeper(
          on: clock, until: start.advanced(by: .seconds(1)), recorder: CallRecorder())
        await clock.waitForSleepers(1)
        // Kept past the end, as a presenter that outlives its test would be.
        Self.kept = scope
      }
    }
    Self.kept = nil
    #expect(
      failures.map(\.message) == [
        """
        The test ended with work left over (exhaustive presenter test; skip a check with \
        PresenterTest.current?.skip(_:) or .presenterTest(skipping:)):
        Running work (wait for it, answer it, or cancel it), [runningWork]:
        - ManualClock: a task sleeps until 2026-01-01T00:00:01Z (the clock shows \
        2026-01-01T00:00:00Z)
        - TaskScope: task #0 'tick' still running
        """
      ])
  }

  @Test func aSleepOfObservedWorkWaitsForTheTest() async {
    let failures = await TestFailure.collect {
      await PresenterTest.run(checking: []) { _ in
        let clock = ManualClock(now: start)
        let scope = sleeper(
          on: clock, until: start.advanced(by: .seconds(1)), recorder: CallRecorder())
        await scope.waitUntilIdle()
        scope.cancelAll()
      }
    }
    #expect(
      failures.map(\.message) == [
        "waitUntilIdle() can never return.\n"
          + "Every piece of work left waits for the test (a stub call it has not answered, a "
          + "ManualClock it has not moved), and the test is waiting here:\n"
          + "- task #0 'tick' waits for ManualClock to reach 2026-01-01T00:00:01Z"
      ])
  }

  @Test func waitForSleepersFailsWhenNoWorkCanGoToSleep() async {
    let failures = await TestFailure.collect {
      await PresenterTest.run(checking: []) { _ in
        let clock = ManualClock(now: start)
        let scope = sleeper(
          on: clock, until: start.advanced(by: .seconds(1)), recorder: CallRecorder())
        await clock.waitForSleepers(2)
        scope.cancelAll()
        await clock.waitForSleepers(1)
      }
    }
    #expect(
      failures.map(\.message) == [
        "waitForSleepers(2) of ManualClock can never return. It has 1 sleepers; it shows "
          + "2026-01-01T00:00:00Z.\n"
          + "Every piece of work left waits for the test (a stub call it has not answered, a "
          + "ManualClock it has not moved), and the test is waiting here:\n"
          + "- task #0 'tick' waits for ManualClock to reach 2026-01-01T00:00:01Z",
        "waitForSleepers(1) of ManualClock can never return. It has 0 sleepers; it shows "
          + "2026-01-01T00:00:00Z.\n"
          + "No work is running that could change that (was it started, for example by "
          + "viewDidLoad()?).",
      ])
  }

  /// A scope kept past the end of a presenter test.
  private static var kept: TaskScope?
}
