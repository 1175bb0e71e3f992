import Foundation

/// A coupon applied to a product's sale price.
///
/// Amounts are in the catalogue's currency; every result is rounded half-up to cents and never
/// below zero. Negative amounts count as 0 and percentages are clamped to 0...100, so a coupon
/// never raises a price. Source: the goods feature's pricing rules (issue 4).
public enum Coupon: Hashable, Sendable {
  /// A fixed amount off when the price reaches a threshold: "over 100 save 20" is
  /// `.amountOff(20, threshold: 100)`, applying when the price is at least 100.
  case amountOff(Decimal, threshold: Decimal)

  /// A percentage off, for example `.percentageOff(10, cap: 15)` for 10 % off, saving at most 15;
  /// `cap: nil` for no limit.
  case percentageOff(Decimal, cap: Decimal?)

  /// The amount the coupon saves on `price`.
  ///
  /// - Parameter price: The price the coupon applies to, 0 or more.
  /// - Returns: The saving, rounded half-up to cents, between 0 and `price` (a negative `price`
  ///   counts as 0).
  public func saving(on price: Decimal) -> Decimal {
    let price = max(price, 0)
    let saving: Decimal
    switch self {
    case .amountOff(let amount, let threshold):
      saving = price >= threshold ? max(amount, 0) : 0
    case .percentageOff(let percent, let cap):
      let uncapped = (price * percent.clamped(to: 0...100) * .hundredth).roundedToCents
      saving = cap.map { min(uncapped, max($0, 0)) } ?? uncapped
    }
    return min(saving.roundedToCents, price)
  }

  /// The price after the coupon.
  ///
  /// - Parameter price: The price the coupon applies to, usually ``Product/salePrice``.
  /// - Returns: `price` minus ``saving(on:)``, rounded half-up to cents, never below zero.
  public func apply(to price: Decimal) -> Decimal {
    max((max(price, 0) - saving(on: price)).roundedToCents, 0)
  }
}
