/// The `limit`/`skip` window of a list request, by the DummyJSON rules: `limit` defaults to 30,
/// `limit=0` means every item from `skip` on, `skip` defaults to 0.
struct PageWindow: Equatable {
  /// A query value that is not a whole number of 0 or more.
  struct InvalidValue: Error, Equatable {
    /// The user-facing explanation, for a 400 answer.
    let message: String
  }

  /// The default page size of the DummyJSON API.
  static let defaultLimit = 30

  /// The most items asked for; 0 for all.
  let limit: Int
  /// How many items to skip.
  let skip: Int

  /// Reads the window from a query.
  ///
  /// - Parameter query: The request's query items by name.
  /// - Throws: ``InvalidValue`` when `limit` or `skip` is present but not a whole number ≥ 0.
  init(query: [String: String]) throws(InvalidValue) {
    limit = try Self.count(named: "limit", in: query) ?? Self.defaultLimit
    skip = try Self.count(named: "skip", in: query) ?? 0
  }

  /// The items in the window.
  ///
  /// - Parameter items: The whole collection.
  /// - Returns: The items from `skip`, at most `limit` of them (all when `limit` is 0); empty when
  ///   `skip` is past the end.
  func slice<Item>(of items: [Item]) -> [Item] {
    let start = min(skip, items.count)
    let end = limit == 0 ? items.count : min(items.count, start + limit)
    return Array(items[start..<end])
  }

  private static func count(named name: String, in query: [String: String]) throws(InvalidValue)
    -> Int?
  {
    guard let text = query[name] else { return nil }
    guard let value = Int(text), value >= 0 else {
      throw InvalidValue(message: "Invalid '\(name)' value '\(text)': expected a whole number")
    }
    return value
  }
}
