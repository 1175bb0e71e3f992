extension GoodsDetailViewModel {
  /// Presents `product` on the detail screen.
  ///
  /// - Parameters:
  ///   - product: The product.
  ///   - coupon: The module's coupon, or `nil`.
  ///   - options: Currency, locale, texts and free-shipping threshold.
  ///   - isFlashSaleRunning: Whether the product's flash sale runs now: its price is then the
  ///     flash-sale price (with the list price as the original); defaults to `false`.
  init(
    product: Product, coupon: Coupon?, options: GoodsDisplayOptions,
    isFlashSaleRunning: Bool = false
  ) {
    let formatter = options.priceFormatter
    let texts = options.texts
    // The sale price takes Decimal arithmetic: computed once for every value derived from it.
    let salePrice =
      isFlashSaleRunning ? product.flashSale?.price ?? product.salePrice : product.salePrice
    let availability =
      !product.isAvailable ? texts.outOfStock : product.isLowStock ? texts.lowStock : texts.inStock
    let shipping = [
      salePrice >= options.freeShippingThreshold ? texts.freeShipping : "",
      product.shippingInformation,
    ].filter { !$0.isEmpty }.joined(separator: " · ")
    self.init(
      id: product.id,
      title: product.title,
      description: product.description,
      brandText: product.brand.flatMap { $0.isEmpty ? nil : $0 },
      ratingText: product.rating.map(options.ratingText),
      priceText: formatter.string(for: salePrice),
      originalPriceText: product.isDiscounted(salePrice: salePrice)
        ? formatter.string(for: product.price) : nil,
      availabilityText: availability,
      isAvailable: product.isAvailable,
      shippingText: shipping,
      couponText: coupon.map { Self.describe($0, options: options) },
      finalPriceText: formatter.string(
        for: product.finalPrice(with: coupon, salePrice: salePrice)),
      minimumOrderQuantity: product.minimumOrderQuantity,
      thumbnailURL: product.thumbnail)
  }

  private static func describe(_ coupon: Coupon, options: GoodsDisplayOptions) -> String {
    let formatter = options.priceFormatter
    switch coupon {
    case .amountOff(let amount, let threshold):
      return options.texts.amountOffCoupon(
        formatter.string(for: amount), formatter.string(for: threshold))
    case .percentageOff(let percent, let cap):
      return options.texts.percentageOffCoupon(
        options.percentText(percent), cap.map(formatter.string(for:)))
    }
  }
}
