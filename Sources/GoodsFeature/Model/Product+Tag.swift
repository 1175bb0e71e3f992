import Foundation

extension Product {
  /// From this discount, in percent, a product is tagged a deep discount: 15.
  public static let deepDiscountMinimum: Decimal = 15

  /// Whether the discount is at least ``deepDiscountMinimum`` percent: a large everyday discount,
  /// not a flash sale (a flash sale is ``flashSale``, limited in time).
  public var isDeepDiscount: Bool {
    discountPercentage >= Self.deepDiscountMinimum
  }

  /// Whether one unit ships free: its sale price is at least `threshold`.
  ///
  /// - Parameter threshold: The free-shipping threshold in the catalogue's currency, for example
  ///   99.
  /// - Returns: `true` when ``salePrice`` ≥ `threshold`.
  public func shipsFree(threshold: Decimal) -> Bool {
    salePrice >= threshold
  }

  /// The product's highlight: the first that applies of out of stock, low stock, deep discount
  /// and free shipping (see ``ProductTag``); never ``ProductTag/flashSale``, which only the time
  /// can tell.
  ///
  /// - Parameter freeShippingThreshold: The sale price from which shipping is free, in the
  ///   catalogue's currency.
  /// - Returns: The tag, or `nil` when none applies.
  public func tag(freeShippingThreshold: Decimal) -> ProductTag? {
    tag(freeShippingThreshold: freeShippingThreshold, salePrice: salePrice)
  }

  /// ``tag(freeShippingThreshold:)`` with the sale price given, computed only if the free
  /// shipping rule is reached.
  ///
  /// - Parameters:
  ///   - freeShippingThreshold: The sale price from which shipping is free.
  ///   - salePrice: The product's ``salePrice``.
  /// - Returns: The tag, or `nil` when none applies.
  func tag(freeShippingThreshold: Decimal, salePrice: @autoclosure () -> Decimal) -> ProductTag? {
    if !isAvailable { return .outOfStock }
    if isLowStock { return .lowStock }
    if isDeepDiscount { return .deepDiscount }
    if salePrice() >= freeShippingThreshold { return .freeShipping }
    return nil
  }
}
