import MVPClock
import MVPCore

extension GoodsListModule {
  /// Builds the goods list with a given router, its view made together with the `Screen` a
  /// navigator shows: for an app that navigates by its own routes (MVPRestoration's
  /// `RouteNavigator`, with a `MappedRouter` for ``GoodsListRouting``), where the details the list
  /// opens are built by route too (``GoodsDetailModule``).
  ///
  /// - Parameters:
  ///   - service: Where products come from and cart additions go.
  ///   - router: The router, held strongly by the presenter.
  ///   - options: Currency, locale, texts and free-shipping threshold; defaults to CNY in
  ///     `zh_Hans_CN`, English texts and free shipping from 99.
  ///   - pageSize: Products per page, 1 or more; defaults to 20.
  ///   - dispatcher: How service answers reach the main actor; defaults to `.default`, the main
  ///     queue in an app (`MainQueueDispatcher`).
  ///   - clock: The clock of the flash sales the rows show; defaults to the wall clock.
  ///   - makeScreen: Creates the list view around its presenter, storing it strongly, as the
  ///     feature's view and as a screen (see ``GoodsFeatureViews/makeList``).
  /// - Returns: The module; its `view` is the screen. Show it; the view sends `viewDidLoad` to
  ///   start loading.
  @MainActor
  public static func build<Screen>(
    service: any GoodsService,
    router: any GoodsListRouting,
    options: GoodsDisplayOptions = GoodsDisplayOptions(),
    pageSize: Int = 20,
    dispatcher: any Dispatcher = .default,
    clock: AnyWallClock = .wall,
    makeScreen: (GoodsListPresenter) -> (view: any GoodsListView, screen: Screen)
  ) -> Module<Screen, GoodsListPresenter> {
    let presenter = GoodsListPresenter(
      service: service, router: router, options: options, pageSize: pageSize,
      dispatcher: dispatcher, clock: clock)
    let shown = makeScreen(presenter)
    presenter.attach(shown.view)
    return Module(view: shown.screen, presenter: presenter)
  }
}
