import MVPCore
import MVPNetworking

/// The body of an offset/limit list response in DummyJSON's shape,
/// `{"<items>": [...], "total": T, "skip": S, "limit": N}`, where `<items>` is
/// `Key.itemsKey` and `limit` (optional) echoes the number of items returned. Unknown fields are
/// ignored.
///
/// The items are decoded one by one (`DecodedItems`): an item that cannot be decoded is left out
/// of the page and reported in its `Page.skippedItems`, and still counts toward the paging
/// offset. The paging numbers are decoded with `decodePagingNumber(forKey:)` (a number that does
/// not fit `Int` is an error naming its field) and checked by ``PageValidation`` when the page is
/// made.
///
/// Threading: a value; `Sendable` when `Item` is.
public struct OffsetPageResponse<Item: Decodable, Key: PageItemsKey>: Decodable {
  /// The items of the page, in server order, decoded one by one.
  public let items: DecodedItems<Item>
  /// The size of the whole collection.
  public let total: Int
  /// The number of items skipped before this page.
  public let skip: Int
  /// The number of items returned, when the response has it.
  public let limit: Int?

  private struct CodingKeys: CodingKey {
    static var total: CodingKeys { CodingKeys(stringValue: "total") }
    static var skip: CodingKeys { CodingKeys(stringValue: "skip") }
    static var limit: CodingKeys { CodingKeys(stringValue: "limit") }
    static var items: CodingKeys { CodingKeys(stringValue: Key.itemsKey) }

    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Decodes the response.
  ///
  /// - Parameter decoder: The decoder positioned on the response.
  /// - Throws: `DecodingError` when the items array or a paging number is missing or mistyped
  ///   (an item's own fields never throw: see `DecodedItems`).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    items = try container.decode(DecodedItems<Item>.self, forKey: .items)
    total = try container.decodePagingNumber(forKey: .total)
    skip = try container.decodePagingNumber(forKey: .skip)
    limit = try container.decodePagingNumberIfPresent(forKey: .limit)
  }

  /// The page, after checking the paging numbers against the request, with each decoded item
  /// made into the domain value.
  ///
  /// - Parameters:
  ///   - requestedOffset: The `skip` that was sent.
  ///   - transform: Makes the page's item from a decoded one (a DTO into a domain value).
  /// - Returns: The page of the items that decoded, at the server's `skip`, with its `total` and
  ///   the skipped items.
  /// - Throws: `ServiceError.invalidResponse(reason:)` naming the field that breaks the rule of
  ///   ``PageValidation``, or starting with the items key when no item of a non-empty page
  ///   decodes.
  public func page<PageItem>(
    requestedOffset: Int, transform: (Item) -> PageItem
  ) throws(ServiceError) -> Page<PageItem> {
    try PageValidation.page(
      decodedItems: items.map(transform), skip: skip, total: total, limit: limit,
      requestedOffset: requestedOffset)
  }

  /// The page of the decoded items themselves; see ``page(requestedOffset:transform:)``.
  ///
  /// - Parameter requestedOffset: The `skip` that was sent.
  /// - Returns: The page.
  /// - Throws: The errors of ``page(requestedOffset:transform:)``.
  public func page(requestedOffset: Int) throws(ServiceError) -> Page<Item> {
    try page(requestedOffset: requestedOffset) { $0 }
  }
}

extension OffsetPageResponse: Sendable where Item: Sendable {}
