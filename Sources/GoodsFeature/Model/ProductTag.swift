/// The one highlight shown on a product's row: a running flash sale (chosen by the row, which
/// knows the time), else ``Product/tag(freeShippingThreshold:)``.
///
/// Cases are listed in priority order: the first that applies wins. A flash sale and a discount
/// are different things: ``flashSale`` is the product's time-limited ``FlashSale`` while it runs,
/// ``deepDiscount`` a large everyday discount.
public enum ProductTag: Hashable, Sendable, CaseIterable {
  /// The product cannot be ordered (``Product/isAvailable`` is `false`).
  case outOfStock

  /// The product's flash sale (``Product/flashSale``) runs now, so its flash-sale price applies.
  /// Never chosen by ``Product/tag(freeShippingThreshold:)``, which does not know the time.
  case flashSale

  /// Few units are left (``Product/isLowStock``).
  case lowStock

  /// A deep discount: at least ``Product/deepDiscountMinimum`` percent off
  /// (``Product/isDeepDiscount``).
  case deepDiscount

  /// The sale price reaches the free-shipping threshold.
  case freeShipping
}
