/// The one highlight shown on a product's cell, chosen by ``Product/tag(freeShippingThreshold:)``.
///
/// Cases are listed in priority order: the first that applies wins.
public enum ProductTag: Hashable, Sendable, CaseIterable {
  /// The product cannot be ordered (``Product/isAvailable`` is `false`).
  case outOfStock

  /// Few units are left (``Product/isLowStock``).
  case lowStock

  /// A deep discount: at least ``Product/flashSaleMinimumDiscount`` percent off.
  case flashSale

  /// The sale price reaches the free-shipping threshold.
  case freeShipping
}
