import Foundation

/// How the goods feature presents its catalogue: currency, locale, texts and the free-shipping
/// threshold. Injected into the presenters by the module builders.
///
/// The defaults are CNY in locale `zh_Hans_CN` (so 9.99 shows as "¥9.99"), English texts, and
/// free shipping from 99.
public struct GoodsDisplayOptions: Sendable {
  /// The ISO 4217 code of the catalogue's prices, for example "CNY".
  public var currencyCode: String

  /// The locale used for prices, percentages and ratings.
  public var locale: Locale

  /// The user-facing strings.
  public var texts: GoodsTexts

  /// The sale price, in the catalogue's currency, from which a unit ships free.
  public var freeShippingThreshold: Decimal

  /// The time zone times of day are shown in, such as when goods shown offline were saved.
  public var timeZone: TimeZone

  /// Creates options.
  ///
  /// - Parameters:
  ///   - currencyCode: An ISO 4217 code; defaults to "CNY".
  ///   - locale: The display locale; defaults to `zh_Hans_CN`.
  ///   - texts: The strings; defaults to ``GoodsTexts/english``.
  ///   - freeShippingThreshold: The free-shipping sale price; defaults to 99.
  ///   - timeZone: The time zone of times of day; defaults to the device's (`TimeZone.current`).
  public init(
    currencyCode: String = "CNY",
    locale: Locale = Locale(identifier: "zh_Hans_CN"),
    texts: GoodsTexts = .english,
    freeShippingThreshold: Decimal = 99,
    timeZone: TimeZone = .current
  ) {
    self.currencyCode = currencyCode
    self.locale = locale
    self.texts = texts
    self.freeShippingThreshold = freeShippingThreshold
    self.timeZone = timeZone
  }

  /// A formatter for this currency and locale.
  public var priceFormatter: PriceFormatter {
    PriceFormatter(currencyCode: currencyCode, locale: locale)
  }

  /// Formats a percentage for display, for example "10%" for 10.
  ///
  /// - Parameter percent: The percentage, 10 meaning 10 %.
  /// - Returns: The text in ``locale``.
  public func percentText(_ percent: Decimal) -> String {
    (percent / 100).formatted(.percent.locale(locale))
  }

  /// Formats a rating for display with one decimal, for example "4.9".
  ///
  /// - Parameter rating: The rating from 0 to 5.
  /// - Returns: The text in ``locale``.
  public func ratingText(_ rating: Double) -> String {
    rating.formatted(.number.precision(.fractionLength(1)).locale(locale))
  }

  /// Formats when something was saved, for a notice: the time of day alone when it is the same
  /// day as `now` in ``timeZone`` ("14:05" or "2:05 PM", as ``locale`` writes times), else the
  /// date and the time.
  ///
  /// - Parameters:
  ///   - date: When it was saved.
  ///   - now: The current time, from the presenter's clock.
  /// - Returns: The text in ``locale`` and ``timeZone``.
  public func savedTimeText(_ date: Date, now: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    var style = Date.FormatStyle(
      date: calendar.isDate(date, inSameDayAs: now) ? .omitted : .abbreviated, time: .shortened)
    style.locale = locale
    style.timeZone = timeZone
    return date.formatted(style)
  }
}
