import MVPClock
import MVPCore

/// Builds the goods detail module: presenter and the app's detail view.
public enum GoodsDetailModule {
  /// Builds the detail screen of one product, wired by the ownership rules: view → presenter
  /// (strong), presenter ⇢ view (weak).
  ///
  /// - Parameters:
  ///   - productID: The product to show.
  ///   - service: Where the product comes from and cart additions go.
  ///   - options: Currency, locale, texts and free-shipping threshold; defaults to CNY in
  ///     `zh_Hans_CN`, English texts and free shipping from 99.
  ///   - coupon: The coupon the final price is computed with; defaults to none.
  ///   - dispatcher: How service answers reach the main actor; defaults to `.default`, the main
  ///     queue in an app (`MainQueueDispatcher`).
  ///   - clock: The clock of the product's flash sale; defaults to the wall clock.
  ///   - makeView: Creates the detail view around its presenter, storing it strongly.
  /// - Returns: The module; show its view, which sends `viewDidLoad` to start loading.
  @MainActor
  public static func build(
    productID: Int,
    service: any GoodsService,
    options: GoodsDisplayOptions = GoodsDisplayOptions(),
    coupon: Coupon? = nil,
    dispatcher: any Dispatcher = .default,
    clock: AnyWallClock = .wall,
    makeView: (GoodsDetailPresenter) -> any GoodsDetailView
  ) -> Module<any GoodsDetailView, GoodsDetailPresenter> {
    let presenter = GoodsDetailPresenter(
      productID: productID, service: service, options: options, coupon: coupon,
      dispatcher: dispatcher, clock: clock)
    return .assemble(presenter: presenter, makeView: makeView)
  }

  /// Builds the detail screen of one product with its view made together with the `Screen` a
  /// navigator shows (what ``GoodsListRouter`` pushes).
  ///
  /// - Parameters:
  ///   - productID: The product to show.
  ///   - service: Where the product comes from and cart additions go.
  ///   - options: Currency, locale, texts and free-shipping threshold.
  ///   - coupon: The coupon the final price is computed with, or `nil`.
  ///   - dispatcher: How service answers reach the main actor.
  ///   - clock: The clock of the product's flash sale.
  ///   - makeScreen: Creates the detail view around its presenter, storing it strongly, as the
  ///     feature's view and as a screen (see ``GoodsFeatureViews``).
  /// - Returns: The module; its `view` is the screen.
  @MainActor
  public static func build<Screen>(
    productID: Int,
    service: any GoodsService,
    options: GoodsDisplayOptions,
    coupon: Coupon?,
    dispatcher: any Dispatcher,
    clock: AnyWallClock,
    makeScreen: (GoodsDetailPresenter) -> (view: any GoodsDetailView, screen: Screen)
  ) -> Module<Screen, GoodsDetailPresenter> {
    let presenter = GoodsDetailPresenter(
      productID: productID, service: service, options: options, coupon: coupon,
      dispatcher: dispatcher, clock: clock)
    let shown = makeScreen(presenter)
    presenter.attach(shown.view)
    return Module(view: shown.screen, presenter: presenter)
  }
}
