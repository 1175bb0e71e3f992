import Foundation

extension Product: Decodable {
  private enum CodingKeys: String, CodingKey {
    case id, title, description, category, price, discountPercentage, rating, stock, tags, brand
    case availabilityStatus, shippingInformation, minimumOrderQuantity, thumbnail, flashSale
  }

  /// Decodes a product object of the DummyJSON products API.
  ///
  /// Required: `id`, `title`, `price` and `stock`. Defaults for missing fields: empty
  /// `description`, `category` and `shippingInformation`; `discountPercentage` 0; no `rating`,
  /// `tags`, `brand` or `thumbnail`; `availabilityStatus` ``AvailabilityStatus/other(_:)`` with
  /// empty text; `minimumOrderQuantity` 1. Unknown fields are ignored. `price` and
  /// `discountPercentage` are decoded exactly (see `KeyedDecodingContainer+ExactDecimal.swift`):
  /// 9.99 becomes the `Decimal` 9.99. Either may also be sent as decimal text such as `"9.99"` or
  /// `"1.5E1"`, read straight into `Decimal` by ``DecimalText``; any other text, or a value
  /// `Decimal` cannot hold exactly, is an error. `id`, `stock` and `minimumOrderQuantity` must be
  /// whole numbers that fit `Int` (`decodeWholeNumber(forKey:)`), so that one that does not is an
  /// error at its field's path. A malformed `thumbnail` address becomes `nil`. An optional
  /// `flashSale` object is read as a ``FlashSale`` (absent or `null`: none; malformed: an error).
  ///
  /// - Parameter decoder: The decoder positioned on one product object.
  /// - Throws: `DecodingError` when a required field is missing or mistyped, or when `price` or
  ///   `discountPercentage` is negative (also as text, such as `"-0.5"`; `"-0"` is zero), not
  ///   finite, or text that is not an exact decimal number, when `discountPercentage` is above
  ///   100, or when `stock` is negative (domain rules: such an item is unreadable, so a list skips
  ///   and counts it); its coding path names the field.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let price = try container.decodeExactDecimal(forKey: .price)
    let discount = try container.decodeExactDecimalIfPresent(forKey: .discountPercentage) ?? 0
    for (value, key) in [(price, CodingKeys.price), (discount, .discountPercentage)]
    where value.sign == .minus && !value.isZero {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container, debugDescription: "\(value) is negative")
    }
    // A discount is a percentage of the price: above 100 would make the price negative.
    guard discount <= 100 else {
      throw DecodingError.dataCorruptedError(
        forKey: .discountPercentage, in: container,
        debugDescription: "\(discount) is above 100 percent")
    }
    let stock: Int = try container.decodeWholeNumber(forKey: .stock)
    guard stock >= 0 else {
      throw DecodingError.dataCorruptedError(
        forKey: .stock, in: container, debugDescription: "\(stock) is negative")
    }
    let thumbnail = try container.decodeIfPresent(String.self, forKey: .thumbnail)
    self.init(
      id: try container.decodeWholeNumber(forKey: .id),
      title: try container.decode(String.self, forKey: .title),
      description: try container.decodeIfPresent(String.self, forKey: .description) ?? "",
      category: try container.decodeIfPresent(String.self, forKey: .category) ?? "",
      price: price,
      discountPercentage: discount,
      rating: try container.decodeIfPresent(Double.self, forKey: .rating),
      stock: stock,
      tags: try container.decodeIfPresent([String].self, forKey: .tags) ?? [],
      brand: try container.decodeIfPresent(String.self, forKey: .brand),
      availabilityStatus: AvailabilityStatus(
        label: try container.decodeIfPresent(String.self, forKey: .availabilityStatus) ?? ""),
      shippingInformation: try container.decodeIfPresent(
        String.self, forKey: .shippingInformation) ?? "",
      minimumOrderQuantity: try container.decodeWholeNumberIfPresent(
        forKey: .minimumOrderQuantity) ?? 1,
      thumbnail: thumbnail.flatMap { URL(string: $0) },
      flashSale: try container.decodeIfPresent(FlashSale.self, forKey: .flashSale))
  }
}
