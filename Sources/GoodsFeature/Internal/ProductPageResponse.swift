import DummyJSON
import MVPCore

/// The key of `GET /products`' items in the DummyJSON products API.
enum ProductsKey: PageItemsKey {
  static let itemsKey = "products"
}

/// The body of `GET /products` in the DummyJSON products API:
/// `{"products": [...], "total": T, "skip": S, "limit": N}`, decoded product by product and
/// checked by `PageValidation` when the page is made (see `OffsetPageResponse`).
typealias ProductPageResponse = OffsetPageResponse<Product, ProductsKey>
