import Foundation
import MVPCore
import MVPLocalization

/// The user-facing strings of the goods feature, injectable as a set.
///
/// ``localized(for:)`` reads them with Foundation's localization from the feature's string tables
/// (`Resources/<language>.lproj/Localizable.strings`; English and Simplified Chinese ship, English
/// is the fallback), looked up for a locale through `StringTable`; ``english`` and
/// ``simplifiedChinese`` are those two. An app can also build its own set with the initializer,
/// or add a language by adding a table.
///
/// Closures build the sentences that embed values; the values they receive are already formatted
/// (prices as currency text). Service failures are worded by ``errorMessage`` (by default
/// `ServiceError`'s own message in the set's language).
public struct GoodsTexts: Sendable {
  /// The tag and availability text of a product that cannot be ordered.
  public var outOfStock: String
  /// The tag and availability text of a product with few units left.
  public var lowStock: String
  /// The tag of a product whose flash sale runs now.
  public var flashSale: String
  /// The tag of a product with a deep discount (``Product/isDeepDiscount``).
  public var deepDiscount: String
  /// The tag of a product whose sale price reaches the free-shipping threshold.
  public var freeShipping: String
  /// The availability text of an available product that is not low on stock.
  public var inStock: String
  /// The empty state of a catalogue with no products.
  public var emptyCatalogue: String
  /// The message after adding a chosen quantity to the cart (the detail screen); receives the
  /// product's title, the units added and the cart's new item count.
  public var addedToCart: @Sendable (_ title: String, _ quantity: Int, _ itemCount: Int) -> String
  /// The message after adding a product's minimum order quantity to the cart from the list, which
  /// says why that many; receives the product's title, the units added and the cart's new item
  /// count.
  public var addedMinimumToCart:
    @Sendable (_ title: String, _ quantity: Int, _ itemCount: Int) -> String
  /// The message when the cart did not add a product because of a service failure; receives the
  /// product's title and the failure's sentence.
  public var cartFailed: @Sendable (_ title: String, _ reason: String) -> String
  /// The message when adding a product that cannot be ordered; receives its title.
  public var unavailable: @Sendable (_ title: String) -> String
  /// The message when ordering fewer than the minimum; receives the minimum quantity.
  public var minimumQuantity: @Sendable (_ minimum: Int) -> String
  /// The message when ordering more units than are in stock, none being in the cart; receives
  /// the units in stock. What ``exceedsStockInCart`` says with nothing in the cart.
  public var exceedsStock: @Sendable (_ stock: Int) -> String
  /// The one stock message: the units asked for and those already in the cart exceed the stock;
  /// receives the units in stock and the units in the cart (0 when none).
  public var exceedsStockInCart: @Sendable (_ stock: Int, _ inCart: Int) -> String
  /// Describes an amount-off coupon; receives the formatted saving and threshold.
  public var amountOffCoupon: @Sendable (_ amount: String, _ threshold: String) -> String
  /// Describes a percentage coupon; receives the formatted percentage ("10%") and cap, if any.
  public var percentageOffCoupon: @Sendable (_ percent: String, _ cap: String?) -> String
  /// The notice under a list whose server sent products the app cannot read; receives how many,
  /// 1 or more.
  public var skippedProducts: @Sendable (_ count: Int) -> String
  /// The notice over a list showing goods saved on the device because the server cannot be
  /// reached; receives when they were saved, formatted (``GoodsDisplayOptions/savedTimeText(_:now:)``).
  public var offlineGoods: @Sendable (_ savedAt: String) -> String
  /// The notice over a list that still shows goods saved on the device after the server answered
  /// a later page; receives when the oldest were saved, formatted. It asks for a refresh.
  public var staleGoods: @Sendable (_ savedAt: String) -> String
  /// The notice over a product detail shown from the copy saved on the device because the server
  /// cannot be reached; receives when it was saved, formatted.
  public var offlineProduct: @Sendable (_ savedAt: String) -> String
  /// The user-facing sentence for a service failure.
  public var errorMessage: @Sendable (_ error: ServiceError) -> String
  /// The flash-sale countdown texts and its related messages.
  public var sale: FlashSaleTexts

  /// Creates a set of texts.
  ///
  /// - Parameters:
  ///   - outOfStock: Tag and availability text when the product cannot be ordered.
  ///   - lowStock: Tag and availability text when few units are left.
  ///   - flashSale: Tag of a product whose flash sale runs now.
  ///   - freeShipping: Tag when shipping is free.
  ///   - inStock: Availability text otherwise.
  ///   - emptyCatalogue: Empty state of the list.
  ///   - addedToCart: Builds the message after adding a chosen quantity (title, units added, cart
  ///     item count).
  ///   - unavailable: Builds the message when the product cannot be ordered (title).
  ///   - minimumQuantity: Builds the message when ordering too few (minimum).
  ///   - exceedsStock: Builds the message when ordering more than the stock (units in stock).
  ///   - amountOffCoupon: Describes an amount-off coupon (saving, threshold).
  ///   - percentageOffCoupon: Describes a percentage coupon (percentage, optional cap).
  ///   - skippedProducts: Builds the notice of products that could not be shown (count); defaults
  ///     to the English one.
  ///   - errorMessage: Words a service failure; defaults to `ServiceError.userMessage` (English).
  ///   - addedMinimumToCart: Builds the list's message after adding the minimum order (title,
  ///     units added, cart item count); defaults to the English one.
  ///   - cartFailed: Builds the message after a failed addition (title, reason); defaults to the
  ///     English one.
  ///   - exceedsStockInCart: Builds the message when the cart would exceed the stock (units in
  ///     stock, units in the cart); defaults to the English one.
  ///   - sale: The flash-sale texts; defaults to the English ones.
  ///   - offlineGoods: Builds the notice of goods shown from the device's copy (when saved);
  ///     defaults to the English one.
  ///   - offlineProduct: Builds the notice of a product detail shown from the device's copy (when
  ///     saved); defaults to the English one.
  ///   - staleGoods: Builds the notice of saved goods still shown once the server answers again
  ///     (when the oldest were saved); defaults to the English one.
  ///   - deepDiscount: Tag of a product with a deep discount; defaults to the English one.
  public init(
    outOfStock: String,
    lowStock: String,
    flashSale: String,
    freeShipping: String,
    inStock: String,
    emptyCatalogue: String,
    addedToCart: @escaping @Sendable (_ title: String, _ quantity: Int, _ itemCount: Int) -> String,
    unavailable: @escaping @Sendable (_ title: String) -> String,
    minimumQuantity: @escaping @Sendable (_ minimum: Int) -> String,
    exceedsStock: @escaping @Sendable (_ stock: Int) -> String,
    amountOffCoupon: @escaping @Sendable (_ amount: String, _ threshold: String) -> String,
    percentageOffCoupon: @escaping @Sendable (_ percent: String, _ cap: String?) -> String,
    skippedProducts: @escaping @Sendable (_ count: Int) -> String = {
      GoodsTexts.english.skippedProducts($0)
    },
    errorMessage: @escaping @Sendable (_ error: ServiceError) -> String = { $0.userMessage },
    addedMinimumToCart:
      @escaping @Sendable (_ title: String, _ quantity: Int, _ itemCount: Int)
      -> String = { GoodsTexts.english.addedMinimumToCart($0, $1, $2) },
    cartFailed: @escaping @Sendable (_ title: String, _ reason: String) -> String = {
      GoodsTexts.english.cartFailed($0, $1)
    },
    exceedsStockInCart: @escaping @Sendable (_ stock: Int, _ inCart: Int) -> String = {
      GoodsTexts.english.exceedsStockInCart($0, $1)
    },
    sale: FlashSaleTexts = .localized(for: Locale(identifier: "en")),
    offlineGoods: @escaping @Sendable (_ savedAt: String) -> String = {
      GoodsTexts.english.offlineGoods($0)
    },
    offlineProduct: @escaping @Sendable (_ savedAt: String) -> String = {
      GoodsTexts.english.offlineProduct($0)
    },
    staleGoods: @escaping @Sendable (_ savedAt: String) -> String = {
      GoodsTexts.english.staleGoods($0)
    },
    deepDiscount: String = GoodsTexts.english.deepDiscount
  ) {
    self.outOfStock = outOfStock
    self.lowStock = lowStock
    self.flashSale = flashSale
    self.deepDiscount = deepDiscount
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
    self.errorMessage = errorMessage
    self.addedMinimumToCart = addedMinimumToCart
    self.cartFailed = cartFailed
    self.exceedsStockInCart = exceedsStockInCart
    self.sale = sale
    self.offlineGoods = offlineGoods
    self.offlineProduct = offlineProduct
    self.staleGoods = staleGoods
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
    case .deepDiscount: deepDiscount
    case .freeShipping: freeShipping
    }
  }

  /// The texts in the language of `locale`, from the feature's string tables: the best match
  /// among the shipped languages, English when none matches (see `StringTable`). Counts choose
  /// their plural form by the language's rule; service failures use
  /// `ServiceError.userMessage(in:)` for the same locale.
  ///
  /// - Parameter locale: The locale whose language to use, for example `zh_CN`.
  /// - Returns: The texts.
  public static func localized(for locale: Locale) -> GoodsTexts {
    let table = StringTable(bundle: .module, locale: locale)
    return GoodsTexts(
      outOfStock: table.string("tag.outOfStock"),
      lowStock: table.string("tag.lowStock"),
      flashSale: table.string("tag.flashSale"),
      freeShipping: table.string("tag.freeShipping"),
      inStock: table.string("availability.inStock"),
      emptyCatalogue: table.string("list.empty"),
      addedToCart: { title, quantity, count in
        table.plural("cart.added", count: quantity, title, count)
      },
      unavailable: { title in table.format("cart.unavailable", title) },
      minimumQuantity: { minimum in table.format("cart.minimumQuantity", minimum) },
      exceedsStock: { stock in table.format("cart.exceedsStock", stock) },
      amountOffCoupon: { amount, threshold in table.format("coupon.amountOff", amount, threshold) },
      percentageOffCoupon: { percent, cap in
        cap.map { table.format("coupon.percentageOff.capped", percent, $0) }
          ?? table.format("coupon.percentageOff", percent)
      },
      skippedProducts: { count in table.plural("list.skipped", count: count) },
      errorMessage: { error in error.userMessage(in: locale) },
      addedMinimumToCart: { title, quantity, count in
        table.plural("cart.addedMinimum", count: quantity, title, count)
      },
      cartFailed: { title, reason in table.format("cart.failed", title, reason) },
      exceedsStockInCart: { stock, inCart in
        inCart == 0
          ? table.format("cart.exceedsStock", stock)
          : inCart >= stock
            ? table.plural("cart.stockInCart.all", count: stock)
            : table.format("cart.stockInCart", stock, inCart, stock - inCart)
      },
      sale: .localized(for: locale),
      offlineGoods: { savedAt in table.format("list.offline", savedAt) },
      offlineProduct: { savedAt in table.format("detail.offline", savedAt) },
      staleGoods: { savedAt in table.format("list.stale", savedAt) },
      deepDiscount: table.string("tag.deepDiscount"))
  }

  /// English texts: ``localized(for:)`` for `en`.
  public static let english = GoodsTexts.localized(for: Locale(identifier: "en"))

  /// Simplified Chinese texts: ``localized(for:)`` for `zh-Hans`.
  public static let simplifiedChinese = GoodsTexts.localized(for: Locale(identifier: "zh-Hans"))
}
