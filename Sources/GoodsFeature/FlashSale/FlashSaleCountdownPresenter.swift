import Foundation
import MVPClock
import MVPCore

/// Counts down to a flash sale and through it: "Starts in 01:02:03" before the start, "Ends in
/// 00:59:59" during the sale, "Flash sale ended" after the end, one update per second aligned to
/// the deadline. The one countdown of the app, embedded by every screen that shows a sale (the
/// goods detail screen, the flash-sale page's banner), never copied.
///
/// - **Time** comes from an injected `Clock` whose instants are `WallClock.Instant`s: `WallClock`
///   in production (a sale's times are server dates), `ManualClock` in tests.
/// - **Ticks** are aligned to the deadline: the text changes at the instants where the whole
///   seconds left change (the time left is rounded up, so the last second shows `00:00:01`), and
///   each tick sleeps until the next such instant, read from the clock anew, so an hour has 3,600
///   ticks without drift, and a clock set back or forward is corrected at the next tick. The
///   ticks are the screen's repeating work (`ScreenLifecycle.repeating(_:clock:owner:wakingAt:)`
///   under ``FlashSaleCountdownKeys/tick``).
/// - **Visibility.** It ticks only while a view is attached and visible: `viewDidDisappear()`
///   and a detach pause the ticking; `viewWillAppear()` and the next attach show the correct
///   time at once and resume. Both also read the clock again while the screen is active, so a
///   device clock changed meanwhile is shown at once (its hooks `screenWillAppear()` and
///   `screenDidAttach()`).
/// - **The end.** At the end it shows "ended" and stops for good. Released, it stops: the sleep
///   is cancelled with its task scope.
/// - **Phases.** Its ``observer`` is told each phase the sale enters (the detail screen switches
///   to the sale price at the start and back at the end).
///
/// View updates: the countdown is the state `"countdown"` (replayed to a view that attaches).
///
/// Restores nothing after the app was killed: the sale comes from its screen, and the time left
/// is read from the clock at `viewDidLoad`.
@MainActor
public final class FlashSaleCountdownPresenter: ScreenPresenter {
  /// Told when the sale changes phase; held weakly.
  public weak var observer: (any FlashSaleCountdownObserver)?

  /// The screen: the weak binding to the view and the presenter's work.
  public let screen = ScreenLifecycle<any FlashSaleCountdownView>()
  private let clock: AnyWallClock
  private let texts: FlashSaleTexts
  private var isLoaded = false
  // A view starts without a countdown: `nil` is sent only to hide one that was shown.
  private var shown: FlashSaleCountdownViewModel?? = .some(nil)
  /// The phase last seen, for the sale it was seen for.
  private var seen: (sale: FlashSale, phase: FlashSalePhase)?

  /// The sale counted down to; `nil` shows no countdown.
  public private(set) var sale: FlashSale?

  /// Creates a countdown; nothing is shown until `viewDidLoad()`.
  ///
  /// - Parameters:
  ///   - sale: The sale, or `nil` for none yet (see ``show(_:)``).
  ///   - clock: The clock time is read from and slept on: `WallClock()` in production.
  ///   - texts: The countdown's texts; defaults to English.
  public init<C: Clock>(
    sale: FlashSale?,
    clock: C,
    texts: FlashSaleTexts = GoodsTexts.english.sale
  ) where C.Instant == WallClock.Instant {
    self.sale = sale
    self.texts = texts
    self.clock = AnyWallClock(clock)
  }

  /// Where the sale stands now, or `nil` without a sale.
  public var phase: FlashSalePhase? {
    sale?.phase(at: clock.now.date)
  }

  /// Shows the countdown and starts ticking.
  public func screenDidLoad() {
    isLoaded = true
    startTicking()
  }

  /// Shows the correct time left at once, even while already visible (the device's clock may
  /// have changed), and ticks on from there.
  public func screenWillAppear() {
    startTicking()
  }

  /// Shows the correct time left at once to a view that attaches, even while the screen was
  /// active (the device's clock may have been set back or forward since the last tick, and the
  /// screen's other state, such as the detail's price, is read from the clock as it is replayed),
  /// and ticks on from there.
  public func screenDidAttach() {
    startTicking()
  }

  /// Counts down to another sale (or none), at once.
  ///
  /// - Parameter sale: The sale, or `nil` to hide the countdown.
  public func show(_ sale: FlashSale?) {
    guard sale != self.sale else { return }
    self.sale = sale
    startTicking()
  }

  // MARK: - Ticking

  /// Ticks at once (while the screen is active) and then at each instant ``tick()`` returns; a
  /// repetition already running is replaced.
  private func startTicking() {
    guard isLoaded else { return }
    screen.repeating(FlashSaleCountdownKeys.tick, clock: clock, owner: self) { $0.tick() }
  }

  /// Shows the time left now and returns the instant the whole seconds left change next, or
  /// `nil` (the ticking ends) without a sale or once it ended.
  private func tick() -> WallClock.Instant? {
    let now = clock.now
    guard let sale else {
      render(nil)
      return nil
    }
    let phase = sale.phase(at: now.date)
    defer { report(phase, of: sale) }
    guard phase != .ended else {
      render(FlashSaleCountdownViewModel(phase: .ended, text: texts.ended))
      return nil
    }
    let deadline = WallClock.Instant(phase == .upcoming ? sale.start : sale.end)
    let left = now.duration(to: deadline)
    let text = (phase == .upcoming ? texts.startsIn : texts.endsIn)(texts.remaining(left))
    render(FlashSaleCountdownViewModel(phase: phase, text: text))
    let secondsLeft = FlashSaleTexts.wholeSecondsRoundedUp(left)
    let boundary = deadline.advanced(by: .seconds(-(secondsLeft - 1)))
    // Never an instant already reached: each tick moves time on, so ticking cannot spin.
    return boundary > now ? boundary : boundary.advanced(by: .seconds(1))
  }

  /// Tells the observer when `sale` entered a phase other than the one last seen.
  private func report(_ phase: FlashSalePhase, of sale: FlashSale) {
    let previous = seen?.sale == sale ? seen?.phase : nil
    guard previous != phase else { return }
    seen = (sale, phase)
    observer?.countdown(self, didEnter: phase, from: previous)
  }

  private func render(_ countdown: FlashSaleCountdownViewModel?) {
    guard shown != .some(countdown) else { return }
    shown = .some(countdown)
    screen.binding.update(.state("countdown")) { $0.showCountdown(countdown) }
  }
}
