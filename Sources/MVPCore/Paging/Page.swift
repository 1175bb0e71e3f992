import Foundation

/// One page of a server-side collection, as answered to a ``PageRequest``.
///
/// In DummyJSON-style APIs this is `{"items": [...], "skip": offset, "total": total}`; note that
/// such APIs echo in `limit` the number of items returned, which ``items`` already carries.
public struct Page<Item> {
  /// The items returned, in server order; may be fewer than requested.
  public var items: [Item]

  /// The number of items the server skipped before the first one returned (`skip`).
  public var offset: Int

  /// The total number of items in the collection at the time of the answer.
  public var total: Int

  /// The items of the answer that could not be decoded and are left out of ``items``, in answer
  /// order (see `DecodedItems`). They still count toward the paging offset.
  public var skippedItems: [ItemDecodingFailure]

  /// The number of items of the answer that the client left out on purpose (a filter such as
  /// "sale products only"): not shown, not reported, but counted toward the paging offset.
  public var omittedCount: Int

  /// When the service answered from a copy kept on the device instead of the server (which could
  /// not be reached): when that copy was saved, for a notice such as "offline, showing goods
  /// saved at 14:05"; `nil` for a page the server answered now.
  public var savedAt: Date?

  /// Creates a page.
  ///
  /// - Parameters:
  ///   - items: The items returned, in server order.
  ///   - offset: The number of items skipped on the server, 0 or more.
  ///   - total: The size of the whole collection, 0 or more.
  ///   - skippedItems: The items of the answer that could not be decoded; none by default.
  ///   - omittedCount: The items of the answer a client-side filter left out, 0 or more; none by
  ///     default.
  ///   - savedAt: When the copy the page was answered from was saved, or `nil` (the default) for a
  ///     page the server answered now.
  public init(
    items: [Item], offset: Int, total: Int, skippedItems: [ItemDecodingFailure] = [],
    omittedCount: Int = 0, savedAt: Date? = nil
  ) {
    self.items = items
    self.offset = offset
    self.total = total
    self.skippedItems = skippedItems
    self.omittedCount = max(0, omittedCount)
    self.savedAt = savedAt
  }

  /// The number of items the server answered: ``items``, ``skippedItems`` and
  /// ``omittedCount``. The paging offset moves on by this many.
  public var answeredCount: Int {
    items.count + skippedItems.count + omittedCount
  }

  /// The page with only the items that satisfy `isIncluded`; the others are counted in
  /// ``omittedCount``, so paging through filtered pages stays right.
  ///
  /// - Parameter isIncluded: Whether an item stays.
  /// - Returns: The filtered page, at the same offset, total and ``savedAt``.
  public func filter(_ isIncluded: (Item) throws -> Bool) rethrows -> Page<Item> {
    let kept = try items.filter(isIncluded)
    return Page(
      items: kept, offset: offset, total: total, skippedItems: skippedItems,
      omittedCount: omittedCount + items.count - kept.count, savedAt: savedAt)
  }
}

extension Page: Sendable where Item: Sendable {}
extension Page: Equatable where Item: Equatable {}
