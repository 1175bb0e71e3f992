import Foundation

extension Product: Encodable {
  private enum EncodingKeys: String, CodingKey {
    case id, title, description, category, price, discountPercentage, rating, stock, tags, brand
    case availabilityStatus, shippingInformation, minimumOrderQuantity, thumbnail, flashSale
  }

  /// Encodes the product as a DummyJSON product object that ``init(from:)`` reads back equal:
  /// `price` and `discountPercentage` as exact decimal text (`"9.99"`), the availability as its
  /// API label, absent optionals left out. This is the form the goods store keeps products in.
  ///
  /// Flash-sale dates are written in ISO 8601 with milliseconds, so a date with a finer fraction
  /// comes back rounded to the millisecond.
  ///
  /// - Parameter encoder: The encoder to write one object to.
  /// - Throws: What the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: EncodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(title, forKey: .title)
    try container.encode(description, forKey: .description)
    try container.encode(category, forKey: .category)
    try container.encode("\(price)", forKey: .price)
    try container.encode("\(discountPercentage)", forKey: .discountPercentage)
    try container.encodeIfPresent(rating, forKey: .rating)
    try container.encode(stock, forKey: .stock)
    try container.encode(tags, forKey: .tags)
    try container.encodeIfPresent(brand, forKey: .brand)
    try container.encode(availabilityStatus.label, forKey: .availabilityStatus)
    try container.encode(shippingInformation, forKey: .shippingInformation)
    try container.encode(minimumOrderQuantity, forKey: .minimumOrderQuantity)
    try container.encodeIfPresent(thumbnail?.absoluteString, forKey: .thumbnail)
    try container.encodeIfPresent(flashSale, forKey: .flashSale)
  }
}
