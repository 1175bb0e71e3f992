import Foundation

/// What one row of the goods list shows: display-ready text and flags, no business rules.
///
/// Built by ``GoodsListPresenter`` from a ``Product`` and the ``GoodsDisplayOptions``.
public struct GoodsRowViewModel: Identifiable, Hashable, Sendable {
  /// The product's catalogue identifier.
  public let id: Int

  /// The product's name.
  public let name: String

  /// The sale price as currency text, for example "¥8.99".
  public let priceText: String

  /// The list price as currency text, only when the product is discounted (shown struck
  /// through); `nil` otherwise.
  public let originalPriceText: String?

  /// The one highlight (out of stock, low stock, flash sale or free shipping), or `nil`.
  public let tagText: String?

  /// Whether to mark the row as on sale: discounted and available.
  public let isOnSale: Bool

  /// The product image's address, or `nil`.
  public let thumbnailURL: URL?

  /// Creates a row view model.
  ///
  /// - Parameters:
  ///   - id: The product's identifier.
  ///   - name: The product's name.
  ///   - priceText: The sale price text.
  ///   - originalPriceText: The list price text when discounted, else `nil`.
  ///   - tagText: The highlight text, or `nil`.
  ///   - isOnSale: Whether the product is on sale.
  ///   - thumbnailURL: The image address; defaults to `nil`.
  public init(
    id: Int,
    name: String,
    priceText: String,
    originalPriceText: String?,
    tagText: String?,
    isOnSale: Bool,
    thumbnailURL: URL? = nil
  ) {
    self.id = id
    self.name = name
    self.priceText = priceText
    self.originalPriceText = originalPriceText
    self.tagText = tagText
    self.isOnSale = isOnSale
    self.thumbnailURL = thumbnailURL
  }
}
