import Foundation

extension FlashSale: Encodable {
  private enum EncodingKeys: String, CodingKey {
    case start, end, price
  }

  /// Encodes `{"start": "2026-12-01T12:00:00.000Z", "end": "…", "price": "7.99"}`, the form
  /// ``init(from:)`` reads: dates in ISO 8601 with milliseconds, the price as exact decimal text.
  ///
  /// - Parameter encoder: The encoder to write one object to.
  /// - Throws: What the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: EncodingKeys.self)
    let style = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    try container.encode(start.formatted(style), forKey: .start)
    try container.encode(end.formatted(style), forKey: .end)
    try container.encode("\(price)", forKey: .price)
  }
}
