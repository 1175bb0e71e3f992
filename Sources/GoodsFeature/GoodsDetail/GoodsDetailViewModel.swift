import Foundation

/// What the goods detail screen shows: display-ready text and flags, no business rules.
///
/// Built by ``GoodsDetailPresenter`` from a ``Product``, the module's coupon and the
/// ``GoodsDisplayOptions``.
public struct GoodsDetailViewModel: Hashable, Sendable {
  /// The product's catalogue identifier.
  public let id: Int

  /// The product's name.
  public let title: String

  /// The product's description; may be empty.
  public let description: String

  /// The brand name, or `nil` when the catalogue has none (hide the row).
  public let brandText: String?

  /// The rating with one decimal, for example "4.6", or `nil` when unrated.
  public let ratingText: String?

  /// The sale price as currency text, for example "¥8.99".
  public let priceText: String

  /// The list price as currency text when discounted, else `nil`.
  public let originalPriceText: String?

  /// "In stock", "Low stock" or "Out of stock", in the injected texts.
  public let availabilityText: String

  /// Whether the product can be ordered; enable "add to cart" only then.
  public let isAvailable: Bool

  /// The shipping promise, preceded by the free-shipping text when the sale price reaches the
  /// threshold, for example "Free shipping · Ships in 2 weeks".
  public let shippingText: String

  /// A description of the module's coupon, for example "Save ¥20.00 on ¥100.00 or more", or
  /// `nil` when the module has none.
  public let couponText: String?

  /// The price to pay for one unit with the coupon applied; equal to ``priceText`` without a
  /// coupon or when it does not apply.
  public let finalPriceText: String

  /// The fewest units that can be added to the cart; the quantity control starts here.
  public let minimumOrderQuantity: Int

  /// The product image's address, or `nil`.
  public let thumbnailURL: URL?

  /// Creates a detail view model.
  ///
  /// - Parameters:
  ///   - id: The product's identifier.
  ///   - title: The product's name.
  ///   - description: The description.
  ///   - brandText: The brand, or `nil`.
  ///   - ratingText: The rating text, or `nil`.
  ///   - priceText: The sale price text.
  ///   - originalPriceText: The list price text when discounted, else `nil`.
  ///   - availabilityText: The availability text.
  ///   - isAvailable: Whether the product can be ordered.
  ///   - shippingText: The shipping text.
  ///   - couponText: The coupon's description, or `nil`.
  ///   - finalPriceText: The price with the coupon applied.
  ///   - minimumOrderQuantity: The fewest units per order.
  ///   - thumbnailURL: The image address; defaults to `nil`.
  public init(
    id: Int,
    title: String,
    description: String,
    brandText: String?,
    ratingText: String?,
    priceText: String,
    originalPriceText: String?,
    availabilityText: String,
    isAvailable: Bool,
    shippingText: String,
    couponText: String?,
    finalPriceText: String,
    minimumOrderQuantity: Int,
    thumbnailURL: URL? = nil
  ) {
    self.id = id
    self.title = title
    self.description = description
    self.brandText = brandText
    self.ratingText = ratingText
    self.priceText = priceText
    self.originalPriceText = originalPriceText
    self.availabilityText = availabilityText
    self.isAvailable = isAvailable
    self.shippingText = shippingText
    self.couponText = couponText
    self.finalPriceText = finalPriceText
    self.minimumOrderQuantity = minimumOrderQuantity
    self.thumbnailURL = thumbnailURL
  }
}
