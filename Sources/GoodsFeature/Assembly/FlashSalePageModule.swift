import MVPClock
import MVPCore

/// Builds the flash-sale page: its sections' presenters, the page's presenter and view.
///
/// The banner counts down to `sale`; the goods section lists the catalogue's products on an
/// upcoming or running flash sale (``FlashSaleGoodsService``) and opens their detail screens
/// (``GoodsListRouter``, with the same clock); the sign-in section prompts a signed-out user.
public enum FlashSalePageModule {
  /// Builds the page.
  ///
  /// - Parameters:
  ///   - sale: The sale event the banner counts down to, or `nil` for none (the banner shows no
  ///     countdown).
  ///   - service: The catalogue's service; the goods section filters its pages.
  ///   - navigator: Where detail screens are pushed, held weakly by the router.
  ///   - views: Makes the details opened from the page.
  ///   - makeView: Makes the page's view around its presenter, keeping it strongly, as the
  ///     feature's view and as the `Screen` `navigator` shows.
  ///   - signInRouter: The app's sign-in navigation.
  ///   - isSignedIn: Whether the user is signed in; defaults to `false`.
  ///   - options: Currency, locale, texts and free-shipping threshold.
  ///   - coupon: The coupon of the details opened from the page, or `nil`.
  ///   - pageSize: The catalogue products asked for per page of the goods section; defaults to 100
  ///     (DummyJSON's largest), since the section filters the catalogue on the client: small
  ///     pages could hold no sale product for `PagedListLoader/automaticPageLimit` pages in a row.
  ///   - dispatcher: How service answers reach the main actor.
  ///   - clock: The clock of the sale; defaults to the wall clock.
  /// - Returns: The module, its view attached to its presenter; its `view` is the page's
  ///   screen. The view sends `viewDidLoad`.
  @MainActor
  public static func build<Screen>(
    sale: FlashSale?,
    service: any GoodsService,
    navigator: any Navigator<Screen>,
    views: GoodsFeatureViews<Screen>,
    makeView: (FlashSalePagePresenter) -> (view: any FlashSalePageView, screen: Screen),
    signInRouter: any SignInPromptRouting,
    isSignedIn: Bool = false,
    options: GoodsDisplayOptions = GoodsDisplayOptions(),
    coupon: Coupon? = nil,
    pageSize: Int = 100,
    dispatcher: any Dispatcher = .default,
    clock: AnyWallClock = .wall
  ) -> Module<Screen, FlashSalePagePresenter> {
    let router = GoodsListRouter(
      navigator: navigator, service: service, views: views, options: options, coupon: coupon,
      dispatcher: dispatcher, clock: clock)
    return build(
      sale: sale, service: service, router: router, makeView: makeView,
      signInRouter: signInRouter, isSignedIn: isSignedIn, options: options, pageSize: pageSize,
      dispatcher: dispatcher, clock: clock)
  }
}
