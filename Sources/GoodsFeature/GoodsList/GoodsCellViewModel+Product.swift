extension GoodsCellViewModel {
  /// Presents `product` as a cell, as ``GoodsListPresenter`` does: formats its prices and picks
  /// its tag text. Public so that a custom list can make the same cells.
  ///
  /// - Parameters:
  ///   - product: The product.
  ///   - options: Currency, locale, texts and free-shipping threshold.
  ///   - formatter: The price formatter for `options` (``GoodsDisplayOptions/priceFormatter``),
  ///     made once per list rather than once per cell.
  public init(product: Product, options: GoodsDisplayOptions, formatter: PriceFormatter) {
    self.init(
      id: product.id,
      name: product.title,
      priceText: formatter.string(for: product.salePrice),
      originalPriceText: product.isDiscounted ? formatter.string(for: product.price) : nil,
      tagText: product.tag(freeShippingThreshold: options.freeShippingThreshold)
        .map(options.texts.text(for:)),
      isOnSale: product.isOnSale,
      thumbnailURL: product.thumbnail)
  }
}
