import Foundation

extension FlashSale: Decodable {
  private enum CodingKeys: String, CodingKey {
    case start, end, price
  }

  /// Decodes `{"start": "2026-12-01T12:00:00Z", "end": "2026-12-01T14:00:00.000Z", "price":
  /// 7.99}`: dates in ISO 8601 with or without fractional seconds (the form DummyJSON uses for
  /// its dates), the price exactly, like a product's.
  ///
  /// - Parameter decoder: The decoder positioned on the object.
  /// - Throws: `DecodingError` at the field's path when a field is missing, a date is not ISO
  ///   8601, the end is before the start, or the price is not an exact non-negative number.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let start = try Self.date(forKey: .start, in: container)
    let end = try Self.date(forKey: .end, in: container)
    guard end >= start else {
      throw DecodingError.dataCorruptedError(
        forKey: .end, in: container, debugDescription: "the end is before the start")
    }
    let price = try container.decodeExactDecimal(forKey: .price)
    guard price >= 0 else {
      throw DecodingError.dataCorruptedError(
        forKey: .price, in: container, debugDescription: "\(price) is negative")
    }
    self.init(start: start, end: end, price: price)
  }

  private static func date(
    forKey key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>
  ) throws -> Date {
    let text = try container.decode(String.self, forKey: key)
    let plain = Date.ISO8601FormatStyle()
    let fractional = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    if let date = try? plain.parse(text) { return date }
    if let date = try? fractional.parse(text) { return date }
    throw DecodingError.dataCorruptedError(
      forKey: key, in: container, debugDescription: "\"\(text.prefix(40))\" is not an ISO 8601 date"
    )
  }
}
