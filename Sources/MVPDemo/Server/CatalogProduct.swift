/// One product of the demo catalogue, in the DummyJSON products API shape
/// (`GET /products/{id}`).
///
/// Carries more fields than the goods feature decodes (`sku`, `weight`, `dimensions`, ...), as
/// the real API does, so the demo also proves that unknown fields are ignored. `brand` is absent
/// from the JSON when `nil`, like on about half of DummyJSON's products.
public struct CatalogProduct: Codable, Sendable, Equatable, Identifiable {
  /// A product's size, in centimetres.
  public struct Dimensions: Codable, Sendable, Equatable {
    /// Width in centimetres.
    public var width: Double
    /// Height in centimetres.
    public var height: Double
    /// Depth in centimetres.
    public var depth: Double
  }

  /// The product's identifier, 1 or more.
  public var id: Int
  /// The product's name.
  public var title: String
  /// One or two sentences about the product.
  public var description: String
  /// The category slug, for example `beauty`.
  public var category: String
  /// The list price, a number with at most two decimals.
  public var price: Double
  /// The discount in percent, for example `10.48`; `0` when not discounted.
  public var discountPercentage: Double
  /// The average rating, from 0 to 5.
  public var rating: Double
  /// Units in stock, 0 or more.
  public var stock: Int
  /// Short labels, for example `["beauty", "eco"]`.
  public var tags: [String]
  /// The brand, or `nil` for unbranded products (the key is then absent).
  public var brand: String?
  /// The stock-keeping unit.
  public var sku: String
  /// The shipping weight, in kilograms.
  public var weight: Int
  /// The product's size.
  public var dimensions: Dimensions
  /// The warranty text, for example `1 year warranty`.
  public var warrantyInformation: String
  /// The shipping text, for example `Ships in 1-2 business days`.
  public var shippingInformation: String
  /// `In Stock`, `Low Stock` or `Out of Stock`.
  public var availabilityStatus: String
  /// The return policy text.
  public var returnPolicy: String
  /// The fewest units one order may contain, 1 or more.
  public var minimumOrderQuantity: Int
  /// Image URLs.
  public var images: [String]
  /// The thumbnail image URL.
  public var thumbnail: String
}
