import Foundation

/// A product as the server answers it: the catalogue's fields, plus a `flashSale` object of
/// absolute dates when the product is on the data set's flash sale:
/// `{"start": "2026-01-01T11:50:00Z", "end": "2026-01-01T13:20:00Z", "price": 8.99}`.
struct ServedProduct: Encodable, Sendable {
  /// The flash-sale object of an answer.
  struct Sale: Encodable, Sendable {
    let start: String
    let end: String
    let price: Double
  }

  private enum Key: String, CodingKey {
    case flashSale
  }

  let product: CatalogProduct
  let sale: Sale?

  /// The product, on the sale when `flashSale` lists it.
  ///
  /// - Parameters:
  ///   - product: The catalogue product.
  ///   - flashSale: The data set's sale, or `nil`.
  ///   - reference: When the server started.
  init(_ product: CatalogProduct, flashSale: CatalogFlashSale?, reference: Date) {
    self.product = product
    if let flashSale, let price = flashSale.prices[String(product.id)] {
      let window = flashSale.window(from: reference)
      sale = Sale(
        start: window.start.formatted(.iso8601), end: window.end.formatted(.iso8601), price: price)
    } else {
      sale = nil
    }
  }

  /// Encodes the product's fields and, when on sale, `flashSale`.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: What the encoder throws.
  func encode(to encoder: any Encoder) throws {
    try product.encode(to: encoder)
    guard let sale else { return }
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(sale, forKey: .flashSale)
  }
}
