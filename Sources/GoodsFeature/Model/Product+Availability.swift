extension Product {
  /// Below this many units in stock a product counts as low stock.
  public static let lowStockLimit = 10

  /// Whether the product can be ordered: it has stock and the catalogue does not label it
  /// "Out of Stock".
  public var isAvailable: Bool {
    stock > 0 && availabilityStatus != .outOfStock
  }

  /// Whether few units are left: fewer than ``lowStockLimit`` in stock, or labelled
  /// "Low Stock" by the catalogue. Says nothing about availability; check ``isAvailable`` first.
  public var isLowStock: Bool {
    stock < Self.lowStockLimit || availabilityStatus == .lowStock
  }
}
