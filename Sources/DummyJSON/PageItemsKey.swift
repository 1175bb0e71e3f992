/// Names the key of the items array in an offset/limit response, for ``OffsetPageResponse``:
/// `"products"` for `{"products": [...], "total": T, "skip": S, "limit": N}`.
///
/// ```swift
/// enum ProductsKey: PageItemsKey { static let itemsKey = "products" }
/// typealias ProductPageResponse = OffsetPageResponse<Product, ProductsKey>
/// ```
public protocol PageItemsKey {
  /// The key of the items array.
  static var itemsKey: String { get }
}
