import MVPClock
import MVPCore

/// Builds the goods list module: presenter, router and the app's list view.
public enum GoodsListModule {
  /// Builds the goods list, wired by the ownership rules: view → presenter → router (strong),
  /// presenter ⇢ view and router ⇢ navigator (weak).
  ///
  /// - Parameters:
  ///   - service: Where products come from and cart additions go, for example
  ///     ``HTTPGoodsService``.
  ///   - navigator: The navigation context detail screens are pushed on; held weakly.
  ///   - views: Creates the list view now and detail views on navigation.
  ///   - options: Currency, locale, texts and free-shipping threshold; defaults to CNY in
  ///     `zh_Hans_CN`, English texts and free shipping from 99.
  ///   - coupon: The coupon detail screens price with; defaults to none.
  ///   - pageSize: Products per page, 1 or more; defaults to 20.
  ///   - dispatcher: How service answers reach the main actor; defaults to `.default`, the main
  ///     queue in an app (`MainQueueDispatcher`).
  ///   - clock: The clock of the flash sales of the details it opens; defaults to the wall clock.
  /// - Returns: The module; its `view` is the list's `Screen`, what `navigator` shows. Show it;
  ///   the view sends `viewDidLoad` to start loading.
  @MainActor @inlinable
  public static func build<Screen>(
    service: any GoodsService,
    navigator: any Navigator<Screen>,
    views: GoodsFeatureViews<Screen>,
    options: consuming GoodsDisplayOptions = GoodsDisplayOptions(),
    coupon: Coupon? = nil,
    pageSize: Int = 20,
    dispatcher: any Dispatcher = .default,
    clock: AnyWallClock = .wall
  ) -> Module<Screen, GoodsListPresenter> {
    let router = GoodsListRouter(
      navigator: navigator, service: service, views: views, options: copy options, coupon: coupon,
      dispatcher: dispatcher, clock: clock)
    return build(
      service: service, router: router, options: consume options, pageSize: pageSize,
      dispatcher: dispatcher, clock: clock, makeScreen: views.makeList)
  }
}
