extension GoodsRowViewModel {
  /// Presents `product` as a row, as ``GoodsListPresenter`` does: formats its prices and picks
  /// its tag text. Public so that a custom list can make the same rows.
  ///
  /// - Parameters:
  ///   - product: The product.
  ///   - options: Currency, locale, texts and free-shipping threshold.
  ///   - formatter: The price formatter for `options` (``GoodsDisplayOptions/priceFormatter``),
  ///     made once per list rather than once per row.
  ///   - isFlashSaleRunning: Whether the product's flash sale runs now: its price is then the
  ///     flash-sale price; defaults to `false`.
  public init(
    product: Product, options: GoodsDisplayOptions, formatter: PriceFormatter,
    isFlashSaleRunning: Bool = false
  ) {
    // The sale price takes Decimal arithmetic: computed once for every value derived from it.
    let salePrice =
      isFlashSaleRunning ? product.flashSale?.price ?? product.salePrice : product.salePrice
    self.init(
      id: product.id,
      name: product.title,
      priceText: formatter.string(for: salePrice),
      originalPriceText: product.isDiscounted(salePrice: salePrice)
        ? formatter.string(for: product.price) : nil,
      // A product on a running flash sale is tagged so, whatever else applies but being out of
      // stock.
      tagText: (isFlashSaleRunning && product.isAvailable
        ? ProductTag.flashSale
        : product.tag(
          freeShippingThreshold: options.freeShippingThreshold, salePrice: salePrice)).map(
          options.texts.text(for:)),
      isOnSale: product.isOnSale(salePrice: salePrice),
      thumbnailURL: product.thumbnail)
  }
}
