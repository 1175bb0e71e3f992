import Foundation

/// Turns an amount of money into display text in one currency and locale, with Foundation's
/// `Decimal.FormatStyle.Currency` (available from iOS 15 / macOS 12 and on Linux).
///
/// The defaults render the DummyJSON catalogue as a Chinese shop does: currency CNY in locale
/// `zh_Hans_CN`, so 9.99 is "¥9.99" (verified on Apple platforms and Linux by the feature's tests).
///
/// Threading: a `Sendable` value, usable from any thread.
public struct PriceFormatter: Sendable {
  /// The ISO 4217 currency code, for example "CNY" or "USD".
  public let currencyCode: String

  /// The locale that decides the symbol, separators and digit grouping.
  public let locale: Locale

  private let style: Decimal.FormatStyle.Currency

  /// Creates a formatter.
  ///
  /// - Parameters:
  ///   - currencyCode: An ISO 4217 code; defaults to "CNY".
  ///   - locale: The display locale; defaults to `zh_Hans_CN`.
  public init(currencyCode: String = "CNY", locale: Locale = Locale(identifier: "zh_Hans_CN")) {
    self.currencyCode = currencyCode
    self.locale = locale
    self.style = Decimal.FormatStyle.Currency(code: currencyCode, locale: locale)
  }

  /// Formats `amount`, for example "¥1,299.50".
  ///
  /// - Parameter amount: The amount in the formatter's currency; prices are already rounded to
  ///   cents by the pricing rules.
  /// - Returns: The display text.
  public func string(for amount: Decimal) -> String {
    amount.formatted(style)
  }
}
