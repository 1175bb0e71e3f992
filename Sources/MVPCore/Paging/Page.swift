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

  /// The number of items of the answer that could not be decoded and are left out of ``items``
  /// (see `DecodedItems`). They still count toward the paging offset. Why each failed travels in
  /// the page's info (MVPNetworking's `Page.skippedItems`).
  public var skippedCount: Int

  /// The number of items of the answer that the client left out on purpose (a filter such as
  /// "sale products only"): not shown, not reported, but counted toward the paging offset.
  public var omittedCount: Int

  /// When the service answered from a copy kept on the device instead of the server (which could
  /// not be reached): when that copy was saved, for a notice such as "offline, showing goods
  /// saved at 14:05"; `nil` for a page the server answered now.
  public var savedAt: Date?

  /// What the service or a feature adds to the page, one value per type (``subscript(info:)``).
  private var info = PageInfo()

  /// Creates a page.
  ///
  /// - Parameters:
  ///   - items: The items returned, in server order.
  ///   - offset: The number of items skipped on the server, 0 or more.
  ///   - total: The size of the whole collection, 0 or more.
  ///   - skippedCount: The number of items of the answer that could not be decoded, 0 or more;
  ///     none by default.
  ///   - omittedCount: The items of the answer a client-side filter left out, 0 or more; none by
  ///     default.
  ///   - savedAt: When the copy the page was answered from was saved, or `nil` (the default) for a
  ///     page the server answered now.
  public init(
    items: [Item], offset: Int, total: Int, skippedCount: Int = 0, omittedCount: Int = 0,
    savedAt: Date? = nil
  ) {
    self.items = items
    self.offset = offset
    self.total = total
    self.skippedCount = max(0, skippedCount)
    self.omittedCount = max(0, omittedCount)
    self.savedAt = savedAt
  }

  /// The number of items the server answered: ``items``, ``skippedCount`` and
  /// ``omittedCount``. The paging offset moves on by this many.
  public var answeredCount: Int {
    items.count + skippedCount + omittedCount
  }

  /// A value the service or a feature carries with the page, keyed by its type: the extension
  /// point through which a page brings what a feature's notice needs (why items could not be
  /// decoded, for example) to the observer of its list loader
  /// (``PagedListLoader/Event/pageShown(_:_:)``), type-safe, without a cast on the feature's
  /// side. Declare a type of your own for each value, so that two features never share a slot.
  ///
  /// ```swift
  /// page[info: StockNotes.self] = StockNotes(lowStock: ids)
  /// let notes = page[info: StockNotes.self]  // StockNotes?
  /// ```
  ///
  /// - Parameter type: The value's type, its key.
  /// - Returns: The value of that type the page carries, or `nil`.
  public subscript<Value: Sendable & Equatable>(info type: Value.Type) -> Value? {
    get { info.value(of: type) }
    set { info.set(newValue) }
  }

  /// The page with only the items that satisfy `isIncluded`; the others are counted in
  /// ``omittedCount``, so paging through filtered pages stays right.
  ///
  /// - Parameter isIncluded: Whether an item stays.
  /// - Returns: The filtered page, at the same offset, total, ``savedAt`` and info.
  public func filter(_ isIncluded: (Item) throws -> Bool) rethrows -> Page<Item> {
    var page = self
    page.items = try items.filter(isIncluded)
    page.omittedCount = omittedCount + items.count - page.items.count
    return page
  }
}

extension Page: Sendable where Item: Sendable {}
extension Page: Equatable where Item: Equatable {}
