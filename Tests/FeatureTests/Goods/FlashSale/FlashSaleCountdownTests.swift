import Foundation
import GoodsFeature
import MVPClock
import MVPCore
import MVPTestSupport
import Testing

/// ``FlashSaleCountdownPresenter`` on a ``ManualClock`` (issue 13): exact texts at the
/// boundaries, ticks aligned to the deadline, pause and resume, release and clock jumps.
@MainActor @Suite(.presenterTest) struct FlashSaleCountdownTests {
  let clock = ManualClock()
  let view = MockFlashSaleCountdownView()
  let observer = RecordingCountdownObserver()

  var start: Date { clock.now.date }

  /// A sale starting `startsIn` from now and lasting `length`.
  func sale(startsIn: Duration, length: Duration) -> FlashSale {
    let start = clock.now.advanced(by: startsIn).date
    return FlashSale(start: start, end: start.addingTimeInterval(length.seconds), price: 1)
  }

  func makeCountdown(_ sale: FlashSale?) -> FlashSaleCountdownPresenter {
    let countdown = FlashSaleCountdownPresenter(sale: sale, clock: clock)
    countdown.observer = observer
    countdown.attach(view)
    countdown.viewDidLoad()
    return countdown
  }

  static func upcoming(_ text: String) -> FlashSaleCountdownViewModel {
    FlashSaleCountdownViewModel(phase: .upcoming, text: "Starts in \(text)")
  }

  static func running(_ text: String) -> FlashSaleCountdownViewModel {
    FlashSaleCountdownViewModel(phase: .running, text: "Ends in \(text)")
  }

  static let ended = FlashSaleCountdownViewModel(phase: .ended, text: "Flash sale ended")

  /// `seconds` as the countdown shows a time under a day, `hh:mm:ss`.
  static func clockText(_ seconds: Int) -> String {
    String(format: "%02d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60)
  }

  /// Moves the clock and waits until the countdown showed the tick and sleeps again.
  func tick(_ duration: Duration) async {
    clock.advance(by: duration)
    await clock.waitForSleepers(1)
  }

  @Test func exactTextsAtTheBoundaries() async {
    let countdown = makeCountdown(sale(startsIn: .seconds(10), length: .seconds(3600)))
    view.recorder.expectCalls([Self.upcoming("00:00:10")])
    await tick(.seconds(9))
    view.recorder.expectCalls([Self.upcoming("00:00:01")])
    await tick(.seconds(1))
    view.recorder.expectCalls([Self.running("01:00:00")])
    #expect(countdown.phase == .running)
    await tick(.seconds(3599))
    view.recorder.expectCalls([Self.running("00:00:01")])
    #expect(observer.ends == 0)
    clock.advance(by: .seconds(1))
    await countdown.tasks.waitUntilIdle()
    view.recorder.expectCalls([Self.ended])
    #expect(observer.phases == ["- → upcoming", "upcoming → running", "running → ended"])
    #expect(clock.sleeperCount == 0)
    // Stopped for good: nothing more, whatever the clock does.
    clock.advance(by: .seconds(3600))
    countdown.viewWillAppear()
    view.recorder.expectNoCalls()
    #expect(observer.ends == 1)
  }

  @Test func windowsOverADayShowDays() async {
    let length = Duration.seconds(93_784)  // 1 day, 2 hours, 3 minutes and 4 seconds
    let countdown = makeCountdown(sale(startsIn: .zero, length: length))
    view.recorder.expectCalls([Self.running("1 day 02:03:04")])
    await tick(.seconds(3 * 60 + 4))
    view.recorder.expectCalls([Self.running("1 day 02:00:00")])
    await tick(.seconds(7200))
    view.recorder.expectCalls([Self.running("1 day 00:00:00")])
    await tick(.seconds(1))
    view.recorder.expectCalls([Self.running("23:59:59")])
    #expect(countdown.phase == .running)
    let long = FlashSaleCountdownPresenter(
      sale: sale(startsIn: .seconds(3 * 86_400), length: .seconds(60)), clock: clock,
      texts: GoodsTexts.simplifiedChinese.sale)
    let chinese = MockFlashSaleCountdownView()
    long.attach(chinese)
    long.viewDidLoad()
    chinese.recorder.expectCalls([
      FlashSaleCountdownViewModel(phase: .upcoming, text: "距开始 3 天 00:00:00")
    ])
    // Hidden, both stop ticking: no sleep is left for the end of the test.
    countdown.viewDidDisappear()
    long.viewDidDisappear()
    #expect(clock.sleeperCount == 0)
  }

  @Test func anHourHas3600TicksAlignedToTheDeadline() async {
    // Started 0.3 s into a second of the deadline: the first tick comes 0.7 s later.
    let sale = sale(startsIn: .milliseconds(-300), length: .seconds(7200))
    let countdown = makeCountdown(sale)
    view.recorder.expectCalls([Self.running("02:00:00")])
    let deadline = WallClock.Instant(sale.end)
    await clock.waitForSleepers(1)
    #expect(clock.sleeperDeadlines == [deadline.advanced(by: .seconds(-7199))])
    await tick(.milliseconds(700))
    view.recorder.expectCalls([Self.running("01:59:59")])
    for _ in 1..<3600 { await tick(.seconds(1)) }
    // One text per whole second left, in order, none twice, none skipped: 01:59:58 to 01:00:00.
    view.recorder.expectCalls((3600...7198).reversed().map { Self.running(Self.clockText($0)) })
    #expect(view.recorder.allCalls.count == 3601)
    #expect(clock.sleeperDeadlines == [deadline.advanced(by: .seconds(-3599))])
    #expect(clock.wakeCount == 3600)
    #expect(countdown.phase == .running)
    countdown.viewDidDisappear()
  }

  @Test func aLongJumpForwardShowsTheRightTimeWithOneTick() async {
    let countdown = makeCountdown(sale(startsIn: .zero, length: .seconds(7200)))
    view.recorder.expectCalls([Self.running("02:00:00")])
    await tick(.seconds(3600) + .milliseconds(500))
    // 3,599.5 s left, rounded up.
    view.recorder.expectCalls([Self.running("01:00:00")])
    #expect(clock.wakeCount == 1)
    #expect(countdown.phase == .running)
    countdown.viewDidDisappear()
  }

  @Test func hiddenItStopsTickingAndShowsTheRightTimeWhenItAppears() async {
    let countdown = makeCountdown(sale(startsIn: .zero, length: .seconds(3600)))
    view.recorder.expectCalls([Self.running("01:00:00")])
    countdown.viewDidDisappear()
    #expect(clock.sleeperCount == 0)
    clock.advance(by: .seconds(600))
    await countdown.tasks.waitUntilIdle()
    view.recorder.expectNoCalls()
    countdown.viewWillAppear()
    view.recorder.expectCalls([Self.running("00:50:00")])
    await tick(.seconds(1))
    view.recorder.expectCalls([Self.running("00:49:59")])
    countdown.viewDidDisappear()
  }

  @Test func detachedItStopsAndAViewAttachingGetsTheRightTime() async {
    let countdown = makeCountdown(sale(startsIn: .zero, length: .seconds(3600)))
    view.recorder.expectCalls([Self.running("01:00:00")])
    countdown.detach(view)
    await countdown.tasks.waitUntilIdle()
    #expect(clock.sleeperCount == 0)
    clock.advance(by: .seconds(61))
    let other = MockFlashSaleCountdownView()
    countdown.attach(other)
    other.recorder.expectCalls([Self.running("01:00:00"), Self.running("00:58:59")])
    await clock.waitForSleepers(1)
    #expect(clock.sleeperDeadlines.count == 1)
    countdown.viewDidDisappear()
  }

  // Releasing the countdown while it sleeps is how it stops here: the end-of-test check would
  // list that sleep as work its task scope was released with.
  @Test(.presenterTest(skipping: .runningWork))
  func releasedWhileTickingItStopsAndLeavesNothing() async {
    weak var released: FlashSaleCountdownPresenter?
    do {
      let countdown = makeCountdown(sale(startsIn: .zero, length: .seconds(3600)))
      released = countdown
      await clock.waitForSleepers(1)
    }
    #expect(released == nil)
    #expect(clock.sleeperCount == 0)
    clock.advance(by: .seconds(10))
    view.recorder.expectCalls([Self.running("01:00:00")])
  }

  @Test func aClockSetBackShowsTheLongerTimeAndTheSaleDoesNotEndEarly() async {
    let countdown = makeCountdown(sale(startsIn: .zero, length: .seconds(3600)))
    await tick(.seconds(1800))
    view.recorder.expectCalls([Self.running("01:00:00"), Self.running("00:30:00")])
    clock.set(to: clock.now.advanced(by: .seconds(-3600)))
    countdown.viewWillAppear()
    view.recorder.expectCalls([Self.upcoming("00:30:00")])
    // The sleep set before the jump still wakes at its instant, and recomputes from the clock.
    await tick(.seconds(1800))
    view.recorder.expectCalls([Self.running("01:00:00")])
    #expect(observer.ends == 0)
    countdown.viewDidDisappear()
  }

  @Test func aSaleAlreadyOverShowsEndedAndTellsTheObserverOnce() async {
    let countdown = makeCountdown(sale(startsIn: .seconds(-7200), length: .seconds(3600)))
    view.recorder.expectCalls([Self.ended])
    #expect(observer.ends == 1)
    countdown.viewWillAppear()
    #expect(observer.ends == 1)
    #expect(clock.sleeperCount == 0)
  }

  @Test func withoutASaleNothingIsShownUntilOneIsGiven() async {
    let countdown = makeCountdown(nil)
    // A view starts without a countdown: nothing to hide.
    view.recorder.expectNoCalls()
    countdown.show(sale(startsIn: .seconds(5), length: .seconds(5)))
    view.recorder.expectCalls([Self.upcoming("00:00:05")])
    await clock.waitForSleepers(1)
    countdown.show(nil)
    await countdown.tasks.waitUntilIdle()
    view.recorder.expectCalls([nil])
    #expect(clock.sleeperCount == 0)
  }
}

extension Duration {
  /// The duration in seconds.
  fileprivate var seconds: TimeInterval {
    TimeInterval(components.seconds) + TimeInterval(components.attoseconds) / 1e18
  }
}
