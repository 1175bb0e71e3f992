import Foundation
import MVPCore

extension Page {
  /// Creates a page whose answer held items that could not be decoded: they count toward the
  /// paging offset (`Page.skippedCount`) and travel in the page (`skippedItems`) for the
  /// list's notice and logs.
  ///
  /// - Parameters:
  ///   - items: The items returned, in server order.
  ///   - offset: The number of items skipped on the server, 0 or more.
  ///   - total: The size of the whole collection, 0 or more.
  ///   - skippedItems: The items of the answer that could not be decoded, in answer order.
  ///   - omittedCount: The items of the answer a client-side filter left out, 0 or more.
  ///   - savedAt: When the copy the page was answered from was saved, or `nil` for the server's.
  public init(
    items: [Item], offset: Int, total: Int, skippedItems: [ItemDecodingFailure],
    omittedCount: Int = 0, savedAt: Date? = nil
  ) {
    self.init(
      items: items, offset: offset, total: total, skippedCount: skippedItems.count,
      omittedCount: omittedCount, savedAt: savedAt)
    self.skippedItems = skippedItems
  }

  /// The items of the answer that could not be decoded and are left out of `Page.items`, in
  /// answer order (see ``DecodedItems``); setting them sets `Page.skippedCount` too. Empty for a
  /// page made without them.
  public var skippedItems: [ItemDecodingFailure] {
    get { self[info: [ItemDecodingFailure].self] ?? [] }
    set {
      skippedCount = newValue.count
      self[info: [ItemDecodingFailure].self] = newValue.isEmpty ? nil : newValue
    }
  }
}
