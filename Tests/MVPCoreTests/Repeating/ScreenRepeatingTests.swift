import MVPClock
import MVPCore
import MVPTestSupport
import Testing

/// ``ScreenLifecycle``'s repeating work (issue 28) on a ``ManualClock``: the interval, paused
/// while hidden or detached, resumed at once or after an interval, no overlapping runs, silent
/// cancellation, failures, release, and deadline-driven ticks.
@MainActor @Suite(.presenterTest) struct ScreenRepeatingTests {
  let screen = ScreenLifecycle<any SampleView>(dispatcher: .immediate)
  let view = MockSampleView()
  let receiver = ResultReceiver()
  let clock = ManualClock()
  let poll = AsyncStub<Int, String>()

  /// Polls `poll` every 30 s, counting the runs in the requests.
  func startPolling(immediately: Bool = true) {
    let counter = RunCounter()
    screen.repeating(
      "poll", every: .seconds(30), clock: clock, immediately: immediately, owner: receiver,
      work: { [poll] in try await poll.call(counter.next()) },
      then: { receiver, result in receiver.receive(result) })
  }

  /// Answers the pending poll and waits until the repetition sleeps again.
  func answer(_ text: String) async {
    await poll.waitForPendingRequests(1)
    poll.succeed(with: text)
    await clock.waitForSleepers(1)
  }

  /// Attaches the view and starts `ticker` ticking at its deadlines under "tick"; returns once it
  /// sleeps until the first one.
  func startTicking(_ ticker: DeadlineTicker) async {
    screen.attach(view)
    screen.repeating("tick", clock: clock, owner: ticker) { $0.tick() }
    await clock.waitForSleepers(1)
  }

  /// Moves the clock a second, to the repetition's next wake, and expects the repetition under
  /// "tick" to have ended there (its owner is gone), leaving no sleeper.
  func expectTickingEndsAtTheNextWake() async {
    clock.advance(by: .seconds(1))
    await screen.tasks.waitUntilIdle()
    #expect(!screen.isRepeating("tick"))
    #expect(clock.sleeperCount == 0)
  }

  /// Ends the repetition under "tick" and waits until its task is gone.
  func stopTicking() async {
    screen.stopRepeating("tick")
    await screen.tasks.waitUntilIdle()
  }

  @Test func pollsAtOnceThenEveryInterval() async {
    screen.attach(view)
    startPolling()
    await answer("1")
    receiver.recorder.expectCalls([.value("1")])
    #expect(clock.sleeperDeadlines == [clock.now.advanced(by: .seconds(30))])
    clock.advance(by: .seconds(29))
    #expect(poll.pendingRequests.isEmpty)
    clock.advance(by: .seconds(1))
    await answer("2")
    receiver.recorder.expectCalls([.value("2")])
    #expect(poll.requests == [1, 2])
    screen.stopRepeating("poll")
    await screen.tasks.waitUntilIdle()
    #expect(!screen.isRepeating("poll"))
  }

  @Test func waitsAFullIntervalWhenNotImmediate() async {
    screen.attach(view)
    startPolling(immediately: false)
    await clock.waitForSleepers(1)
    #expect(poll.requests.isEmpty)
    clock.advance(by: .seconds(30))
    await answer("1")
    receiver.recorder.expectCalls([.value("1")])
    screen.stopRepeating("poll")
    await screen.tasks.waitUntilIdle()
  }

  @Test func pausedWhileHiddenAndResumedAtOnceWhenShown() async {
    screen.attach(view)
    startPolling()
    await answer("1")
    receiver.recorder.expectCalls([.value("1")])
    screen.handle(.viewDidDisappear)
    await screen.tasks.waitUntilIdle()
    #expect(clock.sleeperCount == 0)
    clock.advance(by: .seconds(300))
    #expect(poll.requests == [1])
    screen.handle(.viewWillAppear)
    await answer("2")
    receiver.recorder.expectCalls([.value("2")])
    // A second `viewWillAppear` while shown starts nothing.
    screen.handle(.viewWillAppear)
    #expect(poll.pendingRequests.isEmpty)
    screen.stopRepeating("poll")
    await screen.tasks.waitUntilIdle()
  }

  @Test func resumedAfterAFullIntervalWhenNotImmediate() async {
    screen.attach(view)
    startPolling(immediately: false)
    await clock.waitForSleepers(1)
    screen.handle(.viewDidDisappear)
    await screen.tasks.waitUntilIdle()
    screen.handle(.viewWillAppear)
    await clock.waitForSleepers(1)
    #expect(poll.requests.isEmpty)
    #expect(clock.sleeperDeadlines == [clock.now.advanced(by: .seconds(30))])
    screen.stopRepeating("poll")
    await screen.tasks.waitUntilIdle()
  }

  @Test func pausedWhileDetachedAndResumedOnAttach() async {
    startPolling()
    // Not attached yet: nothing runs.
    #expect(poll.requests.isEmpty)
    screen.attach(view)
    await answer("1")
    #expect(screen.detach(view))
    await screen.tasks.waitUntilIdle()
    clock.advance(by: .seconds(60))
    #expect(poll.requests == [1])
    screen.attach(view)
    await answer("2")
    receiver.recorder.expectCalls([.value("1"), .value("2")])
    screen.stopRepeating("poll")
    await screen.tasks.waitUntilIdle()
  }

  @Test func aHideCancelsARunInFlightSilently() async {
    screen.attach(view)
    startPolling()
    await poll.waitForPendingRequests(1)
    screen.handle(.viewDidDisappear)
    await screen.tasks.waitUntilIdle()
    #expect(poll.cancelledRequests == [1])
    receiver.recorder.expectNoCalls()
    screen.stopRepeating("poll")
  }

  @Test func aSlowRunDelaysTheNextOneWithoutOverlap() async {
    screen.attach(view)
    startPolling()
    await poll.waitForPendingRequests(1)
    clock.advance(by: .seconds(90))
    #expect(poll.requests == [1])
    #expect(clock.sleeperCount == 0)
    await answer("slow")
    // The next interval starts after the slow run's result.
    #expect(clock.sleeperDeadlines == [clock.now.advanced(by: .seconds(30))])
    receiver.recorder.expectCalls([.value("slow")])
    screen.stopRepeating("poll")
    await screen.tasks.waitUntilIdle()
  }

  @Test func aFailedRunIsDeliveredAndTheRepetitionGoesOn() async {
    screen.attach(view)
    startPolling()
    await poll.waitForPendingRequests(1)
    poll.fail(with: ServiceError.offline)
    await clock.waitForSleepers(1)
    receiver.recorder.expectCalls([.error(.offline)])
    clock.advance(by: .seconds(30))
    await answer("back")
    receiver.recorder.expectCalls([.value("back")])
    screen.stopRepeating("poll")
    await screen.tasks.waitUntilIdle()
  }

  @Test func ticksAtTheDelaysTheyReturnUntilNil() async {
    screen.attach(view)
    let ticker = Ticker(delays: [.seconds(2), .seconds(1)])
    screen.repeating("tick", clock: clock, owner: ticker) { $0.tick() }
    // The first tick is synchronous.
    #expect(ticker.ticks == 1)
    await clock.waitForSleepers(1)
    #expect(clock.sleeperDeadlines == [clock.now.advanced(by: .seconds(2))])
    clock.advance(by: .seconds(2))
    await clock.waitForSleepers(1)
    #expect(ticker.ticks == 2)
    screen.handle(.viewDidDisappear)
    await screen.tasks.waitUntilIdle()
    screen.handle(.viewWillAppear)
    // Resumed at once, synchronously; its `nil` ended the repetition.
    #expect(ticker.ticks == 3)
    #expect(!screen.isRepeating("tick"))
    await screen.tasks.waitUntilIdle()
    #expect(clock.sleeperCount == 0)
  }
}

extension ScreenRepeatingTests {
  @Test func aReleasedOwnerIsNotRetainedAndItsRepetitionEndsAtTheNextTick() async {
    var ticker: Ticker? = Ticker(delays: [.seconds(1), .seconds(1)])
    weak let released = ticker
    screen.attach(view)
    if let ticker { screen.repeating("tick", clock: clock, owner: ticker) { $0.tick() } }
    await clock.waitForSleepers(1)
    #expect(released?.ticks == 1)
    ticker = nil
    #expect(released == nil)
    await expectTickingEndsAtTheNextWake()
  }

  @Test func aReleasedScreenEndsItsRepetitionAndIsNotRetained() async {
    let ticker = Ticker(delays: [.seconds(1), .seconds(1)])
    var local: ScreenLifecycle<any SampleView>? = ScreenLifecycle(dispatcher: .immediate)
    weak let released = local
    local?.attach(view)
    local?.repeating("tick", clock: clock, owner: ticker) { $0.tick() }
    await clock.waitForSleepers(1)
    #expect(ticker.ticks == 1)
    // The cancelled run finishes after the test's last step; that it is cancelled is checked
    // below, through the clock, so the kit's report of work running at release is skipped.
    PresenterTest.current?.skip(.runningWork)
    local = nil
    #expect(released == nil)
    // The release cancelled the sleeping run: nothing is left to wake, and no tick follows.
    #expect(clock.sleeperCount == 0)
    clock.advance(by: .seconds(5))
    #expect(ticker.ticks == 1)
  }

  @Test func aNewRepetitionUnderTheSameKeyReplacesTheOld() async {
    let first = Ticker(delays: [.seconds(1), .seconds(1)])
    let second = Ticker(delays: [.seconds(10), .seconds(10)])
    screen.attach(view)
    screen.repeating("tick", clock: clock, owner: first) { $0.tick() }
    await clock.waitForSleepers(1)
    screen.repeating("tick", clock: clock, owner: second) { $0.tick() }
    await clock.waitForSleepers(1)
    #expect(clock.sleeperDeadlines == [clock.now.advanced(by: .seconds(10))])
    clock.advance(by: .seconds(10))
    await clock.waitForSleepers(1)
    #expect(first.ticks == 1)
    #expect(second.ticks == 2)
    await stopTicking()
    #expect(clock.sleeperCount == 0)
  }
}

/// Numbers the runs of a repetition: 1, 2, 3.
private final class RunCounter: @unchecked Sendable {
  private var count = 0

  func next() -> Int {
    count += 1
    return count
  }
}

/// An owner ticked by a repetition: returns its delays in order, then `nil`.
@MainActor
private final class Ticker {
  private var delays: [Duration]
  private(set) var ticks = 0

  init(delays: [Duration]) {
    self.delays = delays
  }

  func tick() -> Duration? {
    ticks += 1
    return delays.isEmpty ? nil : delays.removeFirst()
  }
}

/// `repeating(_:clock:owner:wakingAt:)`: ticks at the instants the tick returns.
extension ScreenRepeatingTests {
  /// The instant `seconds` after `start`.
  func at(_ seconds: Double, after start: WallClock.Instant) -> WallClock.Instant {
    start.advanced(by: .seconds(seconds))
  }

  @Test func ticksExactlyAtTheDeadlinesTheyReturnUntilNil() async {
    let start = clock.now
    // Fractions of a second, which a delay measured from the clock would round on the way.
    let first = at(0.7, after: start)
    let second = at(1.7, after: start)
    let ticker = DeadlineTicker(clock: clock, deadlines: [first, second])
    screen.attach(view)
    screen.repeating("tick", clock: clock, owner: ticker) { $0.tick() }
    // The first tick is synchronous.
    #expect(ticker.tickedAt == [start])
    await clock.waitForSleepers(1)
    #expect(clock.sleeperDeadlines == [first])
    clock.set(to: first)
    await clock.waitForSleepers(1)
    #expect(ticker.tickedAt == [start, first])
    #expect(clock.sleeperDeadlines == [second])
    clock.set(to: second)
    await screen.tasks.waitUntilIdle()
    // Its `nil` ended the repetition.
    #expect(ticker.tickedAt == [start, first, second])
    #expect(!screen.isRepeating("tick"))
    #expect(clock.wakeCount == 2)
    #expect(clock.sleeperCount == 0)
  }

  @Test func aClockMovedFarForwardWakesTheTickOnce() async {
    let start = clock.now
    let later = at(3601, after: start)
    let ticker = DeadlineTicker(clock: clock, deadlines: [at(1, after: start), later])
    await startTicking(ticker)
    clock.advance(by: .seconds(3600.5))
    await clock.waitForSleepers(1)
    // One wake for the hour passed, not one per deadline missed.
    #expect(clock.wakeCount == 1)
    #expect(ticker.tickedAt == [start, at(3600.5, after: start)])
    #expect(clock.sleeperDeadlines == [later])
    await stopTicking()
    #expect(clock.sleeperCount == 0)
  }

  @Test func aClockSetBackSleepsUntilTheInstantReturned() async {
    let start = clock.now
    let deadline = at(10, after: start)
    let ticker = DeadlineTicker(clock: clock, deadlines: [deadline, at(20, after: start)])
    await startTicking(ticker)
    clock.advance(by: .seconds(-3600))
    clock.advance(by: .seconds(3609))
    // A second before the deadline, an hour after the clock was set back: no tick yet.
    #expect(ticker.tickedAt == [start])
    #expect(clock.sleeperDeadlines == [deadline])
    clock.advance(by: .seconds(1))
    await clock.waitForSleepers(1)
    #expect(ticker.tickedAt == [start, deadline])
    await stopTicking()
  }

  @Test func aDeadlineRepetitionPausesWhileHiddenAndTicksAtOnceWhenShown() async {
    let start = clock.now
    let next = at(301, after: start)
    let ticker = DeadlineTicker(clock: clock, deadlines: [at(1, after: start), next])
    await startTicking(ticker)
    screen.handle(.viewDidDisappear)
    await screen.tasks.waitUntilIdle()
    #expect(clock.sleeperCount == 0)
    clock.advance(by: .seconds(300))
    #expect(ticker.tickedAt == [start])
    screen.handle(.viewWillAppear)
    // Resumed at once, synchronously, at the clock's time; then it sleeps until what it returned.
    #expect(ticker.tickedAt == [start, at(300, after: start)])
    await clock.waitForSleepers(1)
    #expect(clock.sleeperDeadlines == [next])
    #expect(clock.wakeCount == 0)
    await stopTicking()
    #expect(!screen.isRepeating("tick"))
  }

  @Test func aReleasedOwnerEndsItsDeadlineRepetitionAtTheNextTick() async {
    let start = clock.now
    var ticker: DeadlineTicker? = DeadlineTicker(
      clock: clock, deadlines: [at(1, after: start), at(2, after: start)])
    weak let released = ticker
    screen.attach(view)
    if let ticker { screen.repeating("tick", clock: clock, owner: ticker) { $0.tick() } }
    await clock.waitForSleepers(1)
    ticker = nil
    #expect(released == nil)
    await expectTickingEndsAtTheNextWake()
  }
}
