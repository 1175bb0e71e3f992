import Foundation
import MVPCore
import MVPNetworking

/// The rule a service applies to the paging numbers of an offset/limit response
/// (`{"<items>": [...], "total": T, "skip": S, "limit": N}` in DummyJSON-style APIs) before
/// it becomes a `Page`: a response either passes unchanged or is a typed
/// `ServiceError.invalidResponse(reason:)` whose reason starts with the field at fault
/// (`"skip: ..."`, `"total: ..."`, `"limit: ..."`). Nothing is clamped: a number that breaks the
/// rule means the server is not answering the request that was sent, so guessing a page would
/// put items at the wrong place in the list.
///
/// Per field:
/// - `skip` must equal the offset that was sent (never negative, then). DummyJSON echoes the
///   `skip` it was given, also past the end of the collection.
/// - `total` must be 0 or more and at least `skip` + the number of items in the response, unless
///   the response has no item: an empty page past the end (`skip` > `total`) is valid, the
///   collection having shrunk since the previous page. Any larger `total`, up to `Int.max`, is
///   the server's claim and is kept: `PagingState` ends paging at the first empty page anyway.
/// - `limit`, when present, must be 0 or more. Otherwise it is not checked: DummyJSON echoes in
///   it the number of items returned, which the items already carry, and other servers echo the
///   requested limit.
/// - A number that is not a whole number fitting `Int` (`1e30`, `1.5`,
///   `9223372036854775808`, `"10"`) never gets here: decoded with
///   `KeyedDecodingContainer/decodePagingNumber(forKey:)`, it is a `DecodingError` at the field's
///   path, which `ServiceError(classifying:)` makes an `ServiceError.invalidResponse(reason:)`
///   whose reason starts with the field's name. (A plain `decode(Int.self, forKey:)` reports
///   such a number on Linux as "not valid JSON", without a path.)
///
/// The items themselves are not checked: duplicates and a response with more items than asked for
/// are left to `PagingState`.
public enum PageValidation {
  /// Checks the paging numbers of one response against the request that asked for it.
  ///
  /// - Parameters:
  ///   - skip: The response's `skip`.
  ///   - total: The response's `total`.
  ///   - limit: The response's `limit`, or `nil` when the response has none.
  ///   - itemCount: The number of items in the response, decoded or not.
  ///   - requestedOffset: The `skip` that was sent.
  /// - Throws: `ServiceError.invalidResponse(reason:)` naming the first field that breaks the
  ///   rule.
  public static func validate(
    skip: Int,
    total: Int,
    limit: Int?,
    itemCount: Int,
    requestedOffset: Int
  ) throws(ServiceError) {
    guard skip >= 0 else { throw invalid("skip", "\(skip) is negative") }
    guard skip == requestedOffset else {
      throw invalid("skip", "\(skip) differs from the requested offset \(requestedOffset)")
    }
    guard total >= 0 else { throw invalid("total", "\(total) is negative") }
    if let limit, limit < 0 { throw invalid("limit", "\(limit) is negative") }
    guard itemCount > 0 else { return }
    let (end, overflow) = skip.addingReportingOverflow(itemCount)
    guard !overflow, end <= total else {
      throw invalid("total", "\(total) is less than skip \(skip) plus \(itemCount) items")
    }
  }

  /// Checks the paging numbers of one response and makes its page.
  ///
  /// - Parameters:
  ///   - items: The items of the response, in server order.
  ///   - skip: The response's `skip`, which becomes the page's offset.
  ///   - total: The response's `total`.
  ///   - limit: The response's `limit`, or `nil` when the response has none.
  ///   - requestedOffset: The `skip` that was sent.
  /// - Returns: The page, with the response's numbers unchanged.
  /// - Throws: `ServiceError.invalidResponse(reason:)` naming the first field that breaks the
  ///   rule of ``validate(skip:total:limit:itemCount:requestedOffset:)``.
  public static func page<Item>(
    items: [Item],
    skip: Int,
    total: Int,
    limit: Int?,
    requestedOffset: Int
  ) throws(ServiceError) -> Page<Item> {
    try page(
      decodedItems: DecodedItems(items: items), skip: skip, total: total, limit: limit,
      requestedOffset: requestedOffset)
  }

  /// Checks the paging numbers of one response whose items were decoded item by item and makes
  /// its page; the skipped items count toward the numbers and travel in
  /// `Page.skippedItems`.
  ///
  /// - Parameters:
  ///   - items: The items array of the response, decoded item by item (`decodedItems`).
  ///   - skip: The response's `skip`, which becomes the page's offset.
  ///   - total: The response's `total`.
  ///   - limit: The response's `limit`, or `nil` when the response has none.
  ///   - requestedOffset: The `skip` that was sent.
  /// - Returns: The page of the items that decoded, with the response's numbers unchanged.
  /// - Throws: `ServiceError.invalidResponse(reason:)` naming the first field that breaks the
  ///   rule of ``validate(skip:total:limit:itemCount:requestedOffset:)``, or, when the response has
  ///   items and none of them decodes, one that starts with the array's path and describes the
  ///   first failure (`products: none of the 2 items could be read; item 0 (id 3) at
  ///   products[0].price: ...`): a page that shows nothing is an error with retry, not an empty
  ///   list.
  public static func page<Item>(
    decodedItems items: DecodedItems<Item>,
    skip: Int,
    total: Int,
    limit: Int?,
    requestedOffset: Int
  ) throws(ServiceError) -> Page<Item> {
    try validate(
      skip: skip, total: total, limit: limit, itemCount: items.count,
      requestedOffset: requestedOffset)
    if items.items.isEmpty, let first = items.failures.first {
      let count = items.failures.count
      let noun = count == 1 ? "the 1 item" : "the \(count) items"
      throw invalid(items.arrayPath, "none of \(noun) could be read; \(first)")
    }
    return Page(items: items.items, offset: skip, total: total, skippedItems: items.failures)
  }

  private static func invalid(_ field: String, _ problem: String) -> ServiceError {
    .invalidResponse(reason: "\(field): \(problem)")
  }
}

extension KeyedDecodingContainer {
  /// Decodes a paging number (`skip`, `total`, `limit`) as a whole number of `Int`, so that one
  /// that does not fit is a `DecodingError` at the key's path on every platform; the same as
  /// ``decodeWholeNumber(forKey:)``.
  ///
  /// - Parameter key: The key of the number.
  /// - Returns: The number.
  /// - Throws: The errors of ``decodeWholeNumber(forKey:)``.
  public func decodePagingNumber(forKey key: Key) throws -> Int {
    try decodeWholeNumber(forKey: key)
  }

  /// Decodes a whole number of `Int` (an identifier, a count), so that one that does not fit is a
  /// `DecodingError` at the key's path on every platform. (A plain `decode(Int.self, forKey:)`
  /// reports such a number on Linux as "not valid JSON", without a path.)
  ///
  /// - Parameter key: The key of the number.
  /// - Returns: The number.
  /// - Throws: `DecodingError.keyNotFound` or `.valueNotFound` when it is missing or `null`,
  ///   `.typeMismatch` when it is not a number, and `.dataCorrupted` at `key` when it is a
  ///   number that is not whole or does not fit `Int` (for example `1e30` or `1.5`).
  public func decodeWholeNumber(forKey key: Key) throws -> Int {
    do {
      return try decode(Int.self, forKey: key)
    } catch let error as DecodingError {
      switch error {
      case .dataCorrupted(let context) where context.codingPath.isEmpty:
        throw notAnInt(forKey: key)
      default:
        throw error
      }
    } catch {
      // Linux's JSONDecoder throws its own error for a number that does not fit, without a path.
      throw notAnInt(forKey: key)
    }
  }

  /// Decodes an optional paging number, like ``decodePagingNumber(forKey:)``.
  ///
  /// - Parameter key: The key of the number.
  /// - Returns: The number, or `nil` when the key is absent or `null`.
  /// - Throws: The errors of ``decodePagingNumber(forKey:)`` but for a missing or `null` value.
  public func decodePagingNumberIfPresent(forKey key: Key) throws -> Int? {
    try decodeWholeNumberIfPresent(forKey: key)
  }

  /// Decodes an optional whole number, like ``decodeWholeNumber(forKey:)``.
  ///
  /// - Parameter key: The key of the number.
  /// - Returns: The number, or `nil` when the key is absent or `null`.
  /// - Throws: The errors of ``decodeWholeNumber(forKey:)`` but for a missing or `null` value.
  public func decodeWholeNumberIfPresent(forKey key: Key) throws -> Int? {
    guard contains(key), try !decodeNil(forKey: key) else { return nil }
    return try decodeWholeNumber(forKey: key)
  }

  private func notAnInt(forKey key: Key) -> DecodingError {
    let value = (try? decode(Decimal.self, forKey: key)).map { "\($0) " } ?? ""
    return DecodingError.dataCorruptedError(
      forKey: key, in: self,
      debugDescription: "\(value)is not a whole number between \(Int.min) and \(Int.max)")
  }
}
