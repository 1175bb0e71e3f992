import Foundation

extension Product {
  /// The price after the product's own discount:
  /// `price × (1 − discountPercentage / 100)`, rounded half-up to cents.
  ///
  /// The discount is clamped to 0...100 first, so the sale price is never negative nor above the
  /// list price. Source: the goods feature's pricing rules (issue 4).
  public var salePrice: Decimal {
    let percent = discountPercentage.clamped(to: 0...100)
    return (price * (1 - percent / 100)).roundedToCents
  }

  /// Whether the sale price is below the list price, so that both are shown. A discount too small
  /// to change the price by a cent does not count.
  public var isDiscounted: Bool {
    salePrice < price
  }

  /// Whether the product is on sale: discounted and available.
  public var isOnSale: Bool {
    isDiscounted && isAvailable
  }

  /// The price to pay for one unit with `coupon` applied to the sale price.
  ///
  /// - Parameter coupon: The coupon, or `nil` for none.
  /// - Returns: The sale price reduced by the coupon, rounded to cents, never below zero.
  public func finalPrice(with coupon: Coupon?) -> Decimal {
    coupon?.apply(to: salePrice) ?? salePrice
  }
}
