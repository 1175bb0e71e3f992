import Foundation

/// A product of the catalogue, as served by the DummyJSON products API
/// (`GET /products`, `GET /products/{id}`).
///
/// Money is `Decimal` and exact: ``price`` is the list price in the catalogue's currency, with the
/// two decimals the API sends (9.99 stays 9.99). The business rules derived from a product (sale
/// price, availability, low stock, tags, coupons) live in extensions next to this type, never in a
/// presenter: see ``salePrice``, ``isAvailable``, ``isLowStock`` and ``tag(freeShippingThreshold:)``.
///
/// Decoding (see `Product+Decodable.swift`) requires `id`, `title`, `price` and `stock`; every
/// other field has a documented default, and unknown fields are ignored.
public struct Product: Identifiable, Hashable, Sendable {
  /// The catalogue's identifier of the product, unique across pages.
  public let id: Int

  /// The product's name, for example "Lavender Hand Cream".
  public let title: String

  /// A sentence or two describing the product; empty when the API sent none.
  public let description: String

  /// The catalogue category, for example "beauty"; empty when the API sent none.
  public let category: String

  /// The list price before any discount, in the catalogue's currency, 0 or more.
  public let price: Decimal

  /// The discount off ``price`` in percent, for example 10.48 for 10.48 % off; 0 for none. Values
  /// outside 0...100 are clamped by the pricing rules.
  public let discountPercentage: Decimal

  /// The average customer rating from 0 to 5, or `nil` when the API sent none.
  public let rating: Double?

  /// The number of units in stock; 0 or less means none.
  public let stock: Int

  /// Free-form catalogue tags, for example `["beauty", "mascara"]`.
  public let tags: [String]

  /// The brand name, or `nil`: the API omits it for about half the products.
  public let brand: String?

  /// The catalogue's own stock label (`availabilityStatus`).
  public let availabilityStatus: AvailabilityStatus

  /// The shipping promise, for example "Ships in 2 weeks"; empty when the API sent none.
  public let shippingInformation: String

  /// The fewest units a customer may order at once, 1 or more.
  public let minimumOrderQuantity: Int

  /// The address of a small product image, or `nil` when absent or malformed.
  public let thumbnail: URL?

  /// The product's flash sale, when the server announces one; `nil` for none.
  public let flashSale: FlashSale?

  /// Creates a product.
  ///
  /// - Parameters:
  ///   - id: The catalogue identifier.
  ///   - title: The product's name.
  ///   - description: A short description; defaults to empty.
  ///   - category: The catalogue category; defaults to empty.
  ///   - price: The list price, exact, in the catalogue's currency.
  ///   - discountPercentage: Percent off the list price, for example 12.5; defaults to 0.
  ///   - rating: The average rating from 0 to 5; defaults to `nil`.
  ///   - stock: Units in stock.
  ///   - tags: Catalogue tags; defaults to none.
  ///   - brand: The brand name; defaults to `nil`.
  ///   - availabilityStatus: The catalogue's stock label; defaults to
  ///     ``AvailabilityStatus/inStock``.
  ///   - shippingInformation: The shipping promise; defaults to empty.
  ///   - minimumOrderQuantity: The fewest units per order; values below 1 are raised to 1.
  ///     Defaults to 1.
  ///   - thumbnail: The image address; defaults to `nil`.
  ///   - flashSale: Its flash sale, or `nil` (the default) for none.
  public init(
    id: Int,
    title: String,
    description: String = "",
    category: String = "",
    price: Decimal,
    discountPercentage: Decimal = 0,
    rating: Double? = nil,
    stock: Int,
    tags: [String] = [],
    brand: String? = nil,
    availabilityStatus: AvailabilityStatus = .inStock,
    shippingInformation: String = "",
    minimumOrderQuantity: Int = 1,
    thumbnail: URL? = nil,
    flashSale: FlashSale? = nil
  ) {
    self.id = id
    self.title = title
    self.description = description
    self.category = category
    self.price = price
    self.discountPercentage = discountPercentage
    self.rating = rating
    self.stock = stock
    self.tags = tags
    self.brand = brand
    self.availabilityStatus = availabilityStatus
    self.shippingInformation = shippingInformation
    self.minimumOrderQuantity = max(1, minimumOrderQuantity)
    self.thumbnail = thumbnail
    self.flashSale = flashSale
  }
}
