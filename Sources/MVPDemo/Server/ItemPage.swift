/// A list answer in the DummyJSON shape: `{"<key>": [...], "total": T, "skip": S, "limit": N}`,
/// where `limit` is the number of items returned.
struct ItemPage<Item: Encodable>: Encodable {
  /// The name of the array, `products` or `users`.
  let key: String
  /// The items of this page.
  let items: [Item]
  /// The size of the whole collection.
  let total: Int
  /// How many items precede this page.
  let skip: Int

  private struct Key: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(items, forKey: Key(stringValue: key))
    try container.encode(total, forKey: Key(stringValue: "total"))
    try container.encode(skip, forKey: Key(stringValue: "skip"))
    try container.encode(items.count, forKey: Key(stringValue: "limit"))
  }
}
