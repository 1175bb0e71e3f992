/// Where the goods list navigates to.
public enum GoodsListRoute: Hashable, Sendable {
  /// The detail screen of the product with this catalogue identifier.
  case detail(productID: Int)
}
