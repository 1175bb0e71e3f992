import Foundation
import MVPCore
import MVPLocalization

/// The user-facing strings of the flash sale: the countdown, the page's banner and sign-in
/// prompt, and the detail screen's message when a sale ends; part of ``GoodsTexts``.
public struct FlashSaleTexts: Sendable {
  /// The countdown before the start; receives the time left as ``remaining(_:)`` writes it.
  public var startsIn: @Sendable (_ remaining: String) -> String
  /// The countdown during the sale; receives the time left.
  public var endsIn: @Sendable (_ remaining: String) -> String
  /// The countdown after the end.
  public var ended: String
  /// The banner when no product is on sale.
  public var none: String
  /// A time left of a day or more; receives the whole days and the rest as `HH:MM:SS`.
  public var days: @Sendable (_ days: Int, _ clock: String) -> String
  /// The detail screen's message when the sale ends while it is shown.
  public var saleEnded: String
  /// The flash-sale page's sign-in prompt.
  public var signInPrompt: String

  /// Creates a set of texts.
  ///
  /// - Parameters:
  ///   - startsIn: Builds the countdown before the start (time left).
  ///   - endsIn: Builds the countdown during the sale (time left).
  ///   - ended: The countdown after the end.
  ///   - none: The banner without a sale.
  ///   - days: Builds a time left of a day or more (days, `HH:MM:SS`).
  ///   - saleEnded: The detail screen's message at the end.
  ///   - signInPrompt: The page's sign-in prompt.
  public init(
    startsIn: @escaping @Sendable (_ remaining: String) -> String,
    endsIn: @escaping @Sendable (_ remaining: String) -> String,
    ended: String,
    none: String,
    days: @escaping @Sendable (_ days: Int, _ clock: String) -> String,
    saleEnded: String,
    signInPrompt: String
  ) {
    self.startsIn = startsIn
    self.endsIn = endsIn
    self.ended = ended
    self.none = none
    self.days = days
    self.saleEnded = saleEnded
    self.signInPrompt = signInPrompt
  }

  /// The texts in the language of `locale`, from the goods feature's string tables.
  ///
  /// - Parameter locale: The locale whose language to use.
  /// - Returns: The texts.
  public static func localized(for locale: Locale) -> FlashSaleTexts {
    let table = StringTable(bundle: .module, locale: locale)
    return FlashSaleTexts(
      startsIn: { table.format("countdown.startsIn", $0) },
      endsIn: { table.format("countdown.endsIn", $0) },
      ended: table.string("countdown.ended"),
      none: table.string("countdown.none"),
      days: { days, clock in table.plural("countdown.days", count: days, clock) },
      saleEnded: table.string("detail.flashSaleEnded"),
      signInPrompt: table.string("signIn.prompt"))
  }

  /// The time left as text: `HH:MM:SS` below a day (`00:00:01`), then whole days and the rest
  /// (`1 day 02:03:04`). Rounded up to the whole second, so the last second shows `00:00:01` and
  /// `00:00:00` is never shown.
  ///
  /// - Parameter duration: The time left, more than zero.
  /// - Returns: The text.
  public func remaining(_ duration: Duration) -> String {
    let seconds = Self.wholeSecondsRoundedUp(duration)
    let clock = String(
      format: "%02d:%02d:%02d", (seconds / 3600) % 24, (seconds / 60) % 60, seconds % 60)
    let wholeDays = seconds / 86_400
    return wholeDays > 0 ? days(wholeDays, clock) : clock
  }

  /// `duration` in whole seconds, rounded up after rounding to the nearest millisecond (so the
  /// error of `Date` arithmetic, a fraction of a microsecond, never adds a second); 0 or more.
  static func wholeSecondsRoundedUp(_ duration: Duration) -> Int {
    let milliseconds = (duration / .milliseconds(1)).rounded()
    guard milliseconds > 0 else { return 0 }
    return Int((milliseconds / 1000).rounded(.up))
  }
}
