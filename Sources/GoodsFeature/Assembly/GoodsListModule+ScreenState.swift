import MVPCore

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension GoodsListModule {
  /// Builds the goods list with observable screen states as its views, for SwiftUI: the list's
  /// view is a ``GoodsListScreenState``, and the production ``GoodsListRouter`` opens detail
  /// screens whose views are ``GoodsDetailScreenState``s (``GoodsFeatureViews/screenStates``).
  ///
  /// ```swift
  /// let service = HTTPGoodsService(baseURL: URL(string: "https://dummyjson.com")!)
  /// let module = GoodsListModule.build(service: service, navigator: navigator)
  /// GoodsListScreen(state: module.view)  // a SwiftUI view that owns the state
  /// ```
  ///
  /// - Parameters:
  ///   - service: Where products come from and cart additions go.
  ///   - navigator: The navigation context detail screens are pushed on; held weakly.
  ///   - options: Currency, locale, texts and free-shipping threshold; defaults to CNY in
  ///     `zh_Hans_CN`, English texts and free shipping from 99.
  ///   - coupon: The coupon detail screens price with; defaults to none.
  ///   - pageSize: Products per page, 1 or more; defaults to 20.
  ///   - dispatcher: How service answers reach the main actor; defaults to `.default`, the main
  ///     queue in an app (`MainQueueDispatcher`).
  /// - Returns: The module, its state attached to its presenter. Keep `view` (the state) for as
  ///   long as the screen shows; its `appear()` starts the first load.
  @MainActor
  public static func build(
    service: any GoodsService,
    navigator: any Navigator<any ViewInterface>,
    options: GoodsDisplayOptions = GoodsDisplayOptions(),
    coupon: Coupon? = nil,
    pageSize: Int = 20,
    dispatcher: any Dispatcher = .default
  ) -> Module<GoodsListScreenState, GoodsListPresenter> {
    build(
      service: service, navigator: navigator, options: options, coupon: coupon,
      pageSize: pageSize, dispatcher: dispatcher, list: { $0 }, detail: { $0 })
  }

  /// Builds the goods list with observable screen states as its views, each shown as the app's
  /// own `Screen` (see ``GoodsFeatureViews/screenStates(list:detail:)``): the production
  /// ``GoodsListRouter`` pushes `detail(state)` for each product it opens, with no cast.
  ///
  /// - Parameters:
  ///   - service: Where products come from and cart additions go.
  ///   - navigator: The navigation context detail screens are pushed on; held weakly.
  ///   - options: Currency, locale, texts and free-shipping threshold.
  ///   - coupon: The coupon detail screens price with; defaults to none.
  ///   - pageSize: Products per page, 1 or more; defaults to 20.
  ///   - dispatcher: How service answers reach the main actor; defaults to `.default`.
  ///   - list: The screen that shows a list's state (the views factories make one; the router
  ///     pushes details only).
  ///   - detail: The screen that shows a detail's state.
  /// - Returns: The module, its state attached to its presenter. Keep `view` (the state) for as
  ///   long as the screen shows; its `appear()` starts the first load.
  @MainActor
  public static func build<Screen>(
    service: any GoodsService,
    navigator: any Navigator<Screen>,
    options: GoodsDisplayOptions = GoodsDisplayOptions(),
    coupon: Coupon? = nil,
    pageSize: Int = 20,
    dispatcher: any Dispatcher = .default,
    list: @escaping (GoodsListScreenState) -> Screen,
    detail: @escaping (GoodsDetailScreenState) -> Screen
  ) -> Module<GoodsListScreenState, GoodsListPresenter> {
    let router = GoodsListRouter(
      navigator: navigator, service: service,
      views: .screenStates(list: list, detail: detail), options: options, coupon: coupon,
      dispatcher: dispatcher)
    let presenter = GoodsListPresenter(
      service: service, router: router, options: options, pageSize: pageSize,
      dispatcher: dispatcher)
    let state = GoodsListScreenState(presenter: presenter)
    presenter.attach(state)
    return Module(view: state, presenter: presenter)
  }
}
