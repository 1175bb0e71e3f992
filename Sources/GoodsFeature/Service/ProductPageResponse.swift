/// The body of `GET /products` in the DummyJSON products API:
/// `{"products": [...], "total": T, "skip": S, "limit": N}`, where `limit` echoes the number of
/// products returned. Unknown fields are ignored.
struct ProductPageResponse: Decodable, Sendable {
  /// The products of the page, in catalogue order.
  let products: [Product]
  /// The size of the whole catalogue.
  let total: Int
  /// The number of products skipped before this page.
  let skip: Int
}
