import MVPClock
import MVPCore

extension FlashSalePageModule {
  /// Builds the page with a given router for its goods section: for an app that navigates by its
  /// own routes (MVPRestoration's `RouteNavigator`, with a `MappedRouter` for
  /// ``GoodsListRouting``), where the details the section opens are built by route too.
  ///
  /// - Parameters:
  ///   - sale: The sale event the banner counts down to, or `nil` for none.
  ///   - service: The catalogue's service; the goods section filters its pages.
  ///   - router: The goods section's router, held strongly by its presenter.
  ///   - makeView: Makes the page's view around its presenter, keeping it strongly, as the
  ///     feature's view and as the `Screen` a navigator shows.
  ///   - signInRouter: The app's sign-in navigation.
  ///   - isSignedIn: Whether the user is signed in; defaults to `false`.
  ///   - options: Currency, locale, texts and free-shipping threshold.
  ///   - pageSize: The catalogue products asked for per page of the goods section; defaults to
  ///     100, as for ``build(sale:service:navigator:views:makeView:signInRouter:isSignedIn:options:coupon:pageSize:dispatcher:clock:)``.
  ///   - dispatcher: How service answers reach the main actor.
  ///   - clock: The clock of the sale; defaults to the wall clock.
  /// - Returns: The module, its view attached to its presenter; its `view` is the page's
  ///   screen. The view sends `viewDidLoad`.
  @MainActor
  public static func build<Screen>(
    sale: FlashSale?,
    service: any GoodsService,
    router: any GoodsListRouting,
    makeView: (FlashSalePagePresenter) -> (view: any FlashSalePageView, screen: Screen),
    signInRouter: any SignInPromptRouting,
    isSignedIn: Bool = false,
    options: GoodsDisplayOptions = GoodsDisplayOptions(),
    pageSize: Int = 100,
    dispatcher: any Dispatcher = .default,
    clock: AnyWallClock = .wall
  ) -> Module<Screen, FlashSalePagePresenter> {
    let goods = GoodsListPresenter(
      service: FlashSaleGoodsService(base: service, clock: clock), router: router,
      options: options, pageSize: pageSize, dispatcher: dispatcher, clock: clock)
    let presenter = FlashSalePagePresenter(
      banner: FlashSaleCountdownPresenter(sale: sale, clock: clock, texts: options.texts.sale),
      goods: goods,
      signIn: SignInPromptPresenter(
        isSignedIn: isSignedIn, texts: options.texts.sale, router: signInRouter))
    let shown = makeView(presenter)
    presenter.attach(shown.view)
    return Module(view: shown.screen, presenter: presenter)
  }
}
