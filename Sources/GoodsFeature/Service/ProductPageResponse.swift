import MVPCore

/// The body of `GET /products` in the DummyJSON products API:
/// `{"products": [...], "total": T, "skip": S, "limit": N}`, where `limit` echoes the number of
/// products returned. Unknown fields are ignored.
///
/// `products` is decoded product by product (`DecodedItems`): a product that cannot be decoded
/// (a wrong-typed or missing field) is left out of the page and reported in its
/// `Page/skippedItems`, with its index, `id` and the path where decoding stopped; it still counts
/// toward the paging offset. A page of which no product decodes is an error.
///
/// The paging numbers are checked by `PageValidation` when the page is made (see
/// ``page(requestedOffset:)``): `skip` must be the offset sent, `total` and `limit` 0 or more,
/// and `total` at least `skip` plus the products of a non-empty page.
struct ProductPageResponse: Decodable, Sendable {
  /// The products of the page, in catalogue order, decoded one by one.
  let products: DecodedItems<Product>
  /// The size of the whole catalogue.
  let total: Int
  /// The number of products skipped before this page.
  let skip: Int
  /// The number of products returned, when the answer has it.
  let limit: Int?

  private enum CodingKeys: String, CodingKey {
    case products, total, skip, limit
  }

  /// Decodes the body; the paging numbers with `decodePagingNumber(forKey:)`, so that one that
  /// does not fit `Int` is an error naming its field.
  ///
  /// - Parameter decoder: The decoder positioned on the body.
  /// - Throws: `DecodingError` when a field of the page is missing or mistyped (a product's
  ///   fields never throw: see `DecodedItems`).
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    products = try container.decode(DecodedItems<Product>.self, forKey: .products)
    total = try container.decodePagingNumber(forKey: .total)
    skip = try container.decodePagingNumber(forKey: .skip)
    limit = try container.decodePagingNumberIfPresent(forKey: .limit)
  }

  /// The page of products, after checking the paging numbers against the request.
  ///
  /// - Parameter requestedOffset: The `skip` that was sent.
  /// - Returns: The page of the products that decoded, at the server's `skip`, with its `total`
  ///   and the skipped products.
  /// - Throws: `ServiceError.invalidResponse(reason:)` naming the field that breaks the rule of
  ///   `PageValidation`, or starting with `products` when no product of a non-empty page decodes.
  func page(requestedOffset: Int) throws(ServiceError) -> Page<Product> {
    try PageValidation.page(
      decodedItems: products, skip: skip, total: total, limit: limit,
      requestedOffset: requestedOffset)
  }
}
