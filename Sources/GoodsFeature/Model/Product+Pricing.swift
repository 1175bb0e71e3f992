import Foundation

extension Product {
  /// The price after the product's own discount:
  /// `price × (1 − discountPercentage / 100)`, rounded half-up to cents.
  ///
  /// The discount is clamped to 0...100 first, so the sale price is never negative nor above the
  /// list price. Source: the goods feature's pricing rules (issue 4). Computed on each use:
  /// code that needs it more than once for one product (a row, the detail screen) computes it
  /// once and passes it on.
  public var salePrice: Decimal {
    let percent = discountPercentage.clamped(to: 0...100)
    return (price * (1 - percent * .hundredth)).roundedToCents
  }

  /// Whether the sale price is below the list price, so that both are shown. A discount too small
  /// to change the price by a cent does not count.
  public var isDiscounted: Bool {
    isDiscounted(salePrice: salePrice)
  }

  /// Whether the product is on sale: discounted and available.
  public var isOnSale: Bool {
    isOnSale(salePrice: salePrice)
  }

  /// The price to pay for one unit with `coupon` applied to the sale price.
  ///
  /// - Parameter coupon: The coupon, or `nil` for none.
  /// - Returns: The sale price reduced by the coupon, rounded to cents, never below zero.
  public func finalPrice(with coupon: Coupon?) -> Decimal {
    finalPrice(with: coupon, salePrice: salePrice)
  }

  /// ``isDiscounted`` for a product whose ``salePrice`` is known.
  ///
  /// - Parameter salePrice: The product's ``salePrice``.
  /// - Returns: Whether `salePrice` is below the list price.
  func isDiscounted(salePrice: Decimal) -> Bool {
    salePrice < price
  }

  /// ``isOnSale`` for a product whose ``salePrice`` is known.
  ///
  /// - Parameter salePrice: The product's ``salePrice``.
  /// - Returns: Whether the product is discounted and available.
  func isOnSale(salePrice: Decimal) -> Bool {
    isDiscounted(salePrice: salePrice) && isAvailable
  }

  /// ``finalPrice(with:)`` for a product whose ``salePrice`` is known.
  ///
  /// - Parameters:
  ///   - coupon: The coupon, or `nil` for none.
  ///   - salePrice: The product's ``salePrice``.
  /// - Returns: The sale price reduced by the coupon, rounded to cents, never below zero.
  func finalPrice(with coupon: Coupon?, salePrice: Decimal) -> Decimal {
    coupon?.apply(to: salePrice) ?? salePrice
  }
}
