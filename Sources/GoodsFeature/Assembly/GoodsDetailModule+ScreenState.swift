import MVPCore

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension GoodsDetailModule {
  /// Builds the detail screen of one product with an observable ``GoodsDetailScreenState`` as
  /// its view, for SwiftUI.
  ///
  /// - Parameters:
  ///   - productID: The product to show.
  ///   - service: Where the product comes from and cart additions go.
  ///   - options: Currency, locale, texts and free-shipping threshold; defaults to CNY in
  ///     `zh_Hans_CN`, English texts and free shipping from 99.
  ///   - coupon: The coupon the final price is computed with; defaults to none.
  ///   - dispatcher: How service answers reach the main actor; defaults to `.default`, the main
  ///     queue in an app (`MainQueueDispatcher`).
  /// - Returns: The module, its state attached to its presenter. Keep `view` (the state) for as
  ///   long as the screen shows; its `appear()` starts the load.
  @MainActor
  public static func build(
    productID: Int,
    service: any GoodsService,
    options: GoodsDisplayOptions = GoodsDisplayOptions(),
    coupon: Coupon? = nil,
    dispatcher: any Dispatcher = .default
  ) -> Module<GoodsDetailScreenState, GoodsDetailPresenter> {
    let presenter = GoodsDetailPresenter(
      productID: productID, service: service, options: options, coupon: coupon,
      dispatcher: dispatcher)
    let state = GoodsDetailScreenState(presenter: presenter)
    presenter.attach(state)
    return Module(view: state, presenter: presenter)
  }
}
