import Foundation
import GoodsFeature
import MVPClock
import MVPTestSupport

/// The time of `PresenterChecker` sequences on a flash sale: the presenter closure takes the
/// `ManualClock` of its sequence (``clock(for:)``, fresh for each sequence, the same after the
/// app is killed and relaunched, as time goes on across a relaunch), and the drawn intents move
/// that clock, so that time passing is an event of the sequence and each sequence replays alone.
@MainActor
final class CheckerClock {
  /// Where every sequence's clock starts: 2026-01-01T00:00:00Z, `ManualClock`'s default.
  static let origin = Date(timeIntervalSince1970: 1_767_225_600)

  /// The sale of the sequences: it starts 3 seconds after the origin and runs for 90 seconds, so
  /// that a few drawn intents cross its start and its end.
  static let sale = FlashSale(
    start: origin.addingTimeInterval(3), end: origin.addingTimeInterval(93), price: 5)

  /// Another sale, later, that an intent switches to.
  static let laterSale = FlashSale(
    start: origin.addingTimeInterval(150), end: origin.addingTimeInterval(160), price: 4)

  /// The clock of the sequence running now.
  private(set) var clock = ManualClock(now: WallClock.Instant(origin))
  /// The server of the sequence running now: a presenter built on another is a new sequence's.
  private weak var server: CheckerServer?
  /// Where a clock set back is announced, as the system does (`NSSystemClockDidChange`).
  let clockChanges = NotificationCenter()

  /// The clock of the sequence whose server is `server`: started at ``origin`` for the first
  /// presenter of a sequence, the same for a presenter built again after a relaunch.
  func clock(for server: CheckerServer) -> ManualClock {
    guard self.server !== server else { return clock }
    self.server = server
    clock = ManualClock(now: WallClock.Instant(Self.origin))
    return clock
  }

  /// Time passing, as intents: a second, a minute, and the device's clock set back 30 seconds.
  func intents<Presenter>() -> [PresenterIntent<Presenter>] {
    [
      PresenterIntent("a second passes") { [self] _ in clock.advance(by: .seconds(1)) },
      PresenterIntent("a minute passes") { [self] _ in clock.advance(by: .seconds(60)) },
      PresenterIntent("the clock is set back 30 seconds") { [self] _ in
        clock.advance(by: .seconds(-30))
        announceClockChange(on: clockChanges)
      },
    ]
  }

  /// What a countdown to `sale` must show now: the phase and its text, or `nil` without a sale.
  func expectedCountdown(of sale: FlashSale?) -> FlashSaleCountdownViewModel? {
    guard let sale else { return nil }
    let texts = GoodsTexts.english.sale
    let now = clock.now
    let phase = sale.phase(at: now.date)
    switch phase {
    case .upcoming:
      let left = texts.remaining(now.duration(to: WallClock.Instant(sale.start)))
      return FlashSaleCountdownViewModel(phase: phase, text: texts.startsIn(left))
    case .running:
      let left = texts.remaining(now.duration(to: WallClock.Instant(sale.end)))
      return FlashSaleCountdownViewModel(phase: phase, text: texts.endsIn(left))
    case .ended:
      return FlashSaleCountdownViewModel(phase: phase, text: texts.ended)
    }
  }
}
