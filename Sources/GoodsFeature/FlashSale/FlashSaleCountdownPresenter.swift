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
///   each tick sleeps until the next such instant read from the clock anew, so an hour has 3,600
///   ticks without drift, and a clock set back or forward is corrected at the next tick.
/// - **Visibility.** It ticks only while a view is attached and visible: `viewDidDisappear()`
///   and a detach stop the ticking; `viewWillAppear()` and the next attach show the correct
///   time at once and resume (its hooks `screenDidDisappear()`, `screenWillAppear()`,
///   `screenDidAttach()`).
/// - **The end.** At the end it shows "ended" and stops for good. Released, it stops: the sleep
///   is cancelled with its task scope.
/// - **Phases.** Its ``observer`` is told each phase the sale enters (the detail screen switches
///   to the sale price at the start and back at the end).
///
/// View updates: the countdown is the state `"countdown"` (replayed to a view that attaches).
@MainActor
public final class FlashSaleCountdownPresenter: ScreenPresenter {
  /// Told when the sale changes phase; held weakly.
  public weak var observer: (any FlashSaleCountdownObserver)?

  /// The screen: the weak binding to the view and the presenter's work.
  public let screen = ScreenLifecycle<any FlashSaleCountdownView>()
  private let now: @Sendable () -> WallClock.Instant
  private let sleep: @Sendable (WallClock.Instant) async throws -> Void
  private let texts: FlashSaleTexts
  private var isLoaded = false
  private var isVisible = true
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
    self.now = { clock.now }
    self.sleep = { deadline in try await clock.sleep(until: deadline, tolerance: nil) }
  }

  /// Where the sale stands now, or `nil` without a sale.
  public var phase: FlashSalePhase? {
    sale?.phase(at: now().date)
  }

  /// Shows the countdown and starts ticking.
  public func screenDidLoad() {
    isLoaded = true
    update()
  }

  /// Shows the correct time left at once and resumes the ticking.
  public func screenWillAppear() {
    isVisible = true
    update()
  }

  /// Stops the ticking while the view is not visible.
  public func screenDidDisappear() {
    isVisible = false
    tasks.cancel(FlashSaleCountdownKeys.tick)
  }

  /// Counts down to another sale (or none), at once.
  ///
  /// - Parameter sale: The sale, or `nil` to hide the countdown.
  public func show(_ sale: FlashSale?) {
    guard sale != self.sale else { return }
    self.sale = sale
    tasks.cancel(FlashSaleCountdownKeys.tick)
    update()
  }

  /// Shows the correct time left and resumes the ticking once a view attached (nothing to
  /// remember at a detach: the tick is recomputed from the clock).
  public func screenDidAttach() {
    update()
  }

  // MARK: - Ticking

  private func update() {
    guard isLoaded else { return }
    let instant = now()
    guard let sale else {
      render(nil)
      return
    }
    let phase = sale.phase(at: instant.date)
    defer { report(phase, of: sale) }
    switch phase {
    case .upcoming:
      render(
        FlashSaleCountdownViewModel(phase: phase, text: texts.startsIn(left(instant, sale.start))))
      schedule(after: instant, deadline: sale.start)
    case .running:
      render(FlashSaleCountdownViewModel(phase: phase, text: texts.endsIn(left(instant, sale.end))))
      schedule(after: instant, deadline: sale.end)
    case .ended:
      render(FlashSaleCountdownViewModel(phase: .ended, text: texts.ended))
      tasks.cancel(FlashSaleCountdownKeys.tick)
    }
  }

  /// Tells the observer when `sale` entered a phase other than the one last seen.
  private func report(_ phase: FlashSalePhase, of sale: FlashSale) {
    let previous = seen?.sale == sale ? seen?.phase : nil
    guard previous != phase else { return }
    seen = (sale, phase)
    observer?.countdown(self, didEnter: phase, from: previous)
  }

  private func left(_ instant: WallClock.Instant, _ deadline: Date) -> String {
    texts.remaining(instant.duration(to: WallClock.Instant(deadline)))
  }

  /// Sleeps until the whole seconds left before `deadline` change, then updates.
  private func schedule(after instant: WallClock.Instant, deadline: Date) {
    guard isVisible, screen.isAttached else { return }
    let target = WallClock.Instant(deadline)
    let secondsLeft = FlashSaleTexts.wholeSecondsRoundedUp(instant.duration(to: target))
    let boundary = target.advanced(by: .seconds(-(secondsLeft - 1)))
    // Never a deadline already reached: each tick moves time on, so ticking cannot spin.
    let next = boundary > instant ? boundary : boundary.advanced(by: .seconds(1))
    let sleep = self.sleep
    tasks.perform(
      FlashSaleCountdownKeys.tick, role: .read, owner: self,
      work: { try await sleep(next) },
      then: { presenter, result in
        if case .success = result { presenter.update() }
      })
  }

  private func render(_ countdown: FlashSaleCountdownViewModel?) {
    guard shown != .some(countdown) else { return }
    shown = .some(countdown)
    screen.binding.update(.state("countdown")) { $0.showCountdown(countdown) }
  }
}
