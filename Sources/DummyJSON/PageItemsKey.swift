/// Names the key of the items array in an offset/limit answer, for ``OffsetPageAnswer``:
/// `"products"` for `{"products": [...], "total": T, "skip": S, "limit": N}`.
///
/// ```swift
/// enum ProductsKey: PageItemsKey { static let itemsKey = "products" }
/// typealias ProductPageAnswer = OffsetPageAnswer<Product, ProductsKey>
/// ```
public protocol PageItemsKey {
  /// The key of the items array.
  static var itemsKey: String { get }
}
