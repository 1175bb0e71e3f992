import Foundation

/// The user-facing strings of the goods feature, injectable as a set, with English and
/// Simplified Chinese sets provided.
///
/// Closures build the sentences that embed values; the values they receive are already formatted
/// (prices as currency text). Errors from services keep `ServiceError`'s own messages.
public struct GoodsTexts: Sendable {
  /// The tag and availability text of a product that cannot be ordered.
  public var outOfStock: String
  /// The tag and availability text of a product with few units left.
  public var lowStock: String
  /// The tag of a product with a deep discount.
  public var flashSale: String
  /// The tag of a product whose sale price reaches the free-shipping threshold.
  public var freeShipping: String
  /// The availability text of an available product that is not low on stock.
  public var inStock: String
  /// The empty state of a catalogue with no products.
  public var emptyCatalogue: String
  /// The message after adding to the cart; receives the product's title and the cart's new item
  /// count.
  public var addedToCart: @Sendable (_ title: String, _ itemCount: Int) -> String
  /// The message when adding a product that cannot be ordered; receives its title.
  public var unavailable: @Sendable (_ title: String) -> String
  /// The message when ordering fewer than the minimum; receives the minimum quantity.
  public var minimumQuantity: @Sendable (_ minimum: Int) -> String
  /// The message when ordering more units than are in stock; receives the units in stock.
  public var exceedsStock: @Sendable (_ stock: Int) -> String
  /// Describes an amount-off coupon; receives the formatted saving and threshold.
  public var amountOffCoupon: @Sendable (_ amount: String, _ threshold: String) -> String
  /// Describes a percentage coupon; receives the formatted percentage ("10%") and cap, if any.
  public var percentageOffCoupon: @Sendable (_ percent: String, _ cap: String?) -> String
  /// The notice under a list whose server sent products the app cannot read; receives how many,
  /// 1 or more.
  public var skippedProducts: @Sendable (_ count: Int) -> String

  /// Creates a set of texts.
  ///
  /// - Parameters:
  ///   - outOfStock: Tag and availability text when the product cannot be ordered.
  ///   - lowStock: Tag and availability text when few units are left.
  ///   - flashSale: Tag of a deep discount.
  ///   - freeShipping: Tag when shipping is free.
  ///   - inStock: Availability text otherwise.
  ///   - emptyCatalogue: Empty state of the list.
  ///   - addedToCart: Builds the message after adding (title, cart item count).
  ///   - unavailable: Builds the message when the product cannot be ordered (title).
  ///   - minimumQuantity: Builds the message when ordering too few (minimum).
  ///   - exceedsStock: Builds the message when ordering more than the stock (units in stock).
  ///   - amountOffCoupon: Describes an amount-off coupon (saving, threshold).
  ///   - percentageOffCoupon: Describes a percentage coupon (percentage, optional cap).
  ///   - skippedProducts: Builds the notice of products that could not be shown (count); defaults
  ///     to the English one.
  public init(
    outOfStock: String,
    lowStock: String,
    flashSale: String,
    freeShipping: String,
    inStock: String,
    emptyCatalogue: String,
    addedToCart: @escaping @Sendable (_ title: String, _ itemCount: Int) -> String,
    unavailable: @escaping @Sendable (_ title: String) -> String,
    minimumQuantity: @escaping @Sendable (_ minimum: Int) -> String,
    exceedsStock: @escaping @Sendable (_ stock: Int) -> String,
    amountOffCoupon: @escaping @Sendable (_ amount: String, _ threshold: String) -> String,
    percentageOffCoupon: @escaping @Sendable (_ percent: String, _ cap: String?) -> String,
    skippedProducts: @escaping @Sendable (_ count: Int) -> String = GoodsTexts
      .englishSkippedProducts
  ) {
    self.outOfStock = outOfStock
    self.lowStock = lowStock
    self.flashSale = flashSale
    self.freeShipping = freeShipping
    self.inStock = inStock
    self.emptyCatalogue = emptyCatalogue
    self.addedToCart = addedToCart
    self.unavailable = unavailable
    self.minimumQuantity = minimumQuantity
    self.exceedsStock = exceedsStock
    self.amountOffCoupon = amountOffCoupon
    self.percentageOffCoupon = percentageOffCoupon
    self.skippedProducts = skippedProducts
  }

  /// The English notice of products that could not be shown: "1 product could not be shown.",
  /// "3 products could not be shown."
  ///
  /// - Parameter count: The products left out, 1 or more.
  /// - Returns: The sentence.
  public static func englishSkippedProducts(_ count: Int) -> String {
    count == 1 ? "1 product could not be shown." : "\(count) products could not be shown."
  }

  /// The text of `tag`.
  ///
  /// - Parameter tag: The product's highlight.
  /// - Returns: The matching string of this set.
  public func text(for tag: ProductTag) -> String {
    switch tag {
    case .outOfStock: outOfStock
    case .lowStock: lowStock
    case .flashSale: flashSale
    case .freeShipping: freeShipping
    }
  }

  /// English texts.
  public static let english = GoodsTexts(
    outOfStock: "Out of stock",
    lowStock: "Low stock",
    flashSale: "Flash sale",
    freeShipping: "Free shipping",
    inStock: "In stock",
    emptyCatalogue: "No products yet.",
    addedToCart: { title, count in "Added \(title) to your cart. Items in cart: \(count)." },
    unavailable: { title in "\(title) is out of stock." },
    minimumQuantity: { minimum in "Please order at least \(minimum) of this item." },
    exceedsStock: { stock in "Only \(stock) left in stock." },
    amountOffCoupon: { amount, threshold in "Save \(amount) on \(threshold) or more" },
    percentageOffCoupon: { percent, cap in
      cap.map { "\(percent) off, up to \($0)" } ?? "\(percent) off"
    })

  /// Simplified Chinese texts.
  public static let simplifiedChinese = GoodsTexts(
    outOfStock: "缺货",
    lowStock: "库存紧张",
    flashSale: "限时特惠",
    freeShipping: "包邮",
    inStock: "有货",
    emptyCatalogue: "暂无商品。",
    addedToCart: { title, count in "已将\(title)加入购物车，购物车共 \(count) 件。" },
    unavailable: { title in "\(title)已售罄。" },
    minimumQuantity: { minimum in "该商品至少购买 \(minimum) 件。" },
    exceedsStock: { stock in "库存仅剩 \(stock) 件。" },
    amountOffCoupon: { amount, threshold in "满\(threshold)减\(amount)" },
    percentageOffCoupon: { percent, cap in
      cap.map { "立减\(percent)，最多减\($0)" } ?? "立减\(percent)"
    },
    skippedProducts: { count in "有 \(count) 件商品无法显示。" })
}
