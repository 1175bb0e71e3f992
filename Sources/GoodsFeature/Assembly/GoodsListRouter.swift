import MVPClock
import MVPCore

/// The goods list's production router: builds the goods detail module and pushes its view.
///
/// Holds its `Navigator` weakly: when the navigation context is gone, navigating does
/// nothing. The navigator is typed by what it shows (`Screen`), so the detail's screen is pushed
/// without a cast. The detail module gets the service, coupon, options and dispatcher the list module was
/// built with, and its view from ``GoodsFeatureViews/makeDetail``.
@MainActor
public final class GoodsListRouter<Screen>: GoodsListRouting {
  /// The navigation context detail screens are pushed on; held weakly.
  public weak var navigator: (any Navigator<Screen>)?

  private let service: any GoodsService
  private let views: GoodsFeatureViews<Screen>
  private let options: GoodsDisplayOptions
  private let coupon: Coupon?
  private let dispatcher: any Dispatcher
  private let clock: AnyWallClock

  /// Creates a router.
  ///
  /// - Parameters:
  ///   - navigator: The navigation context, held weakly.
  ///   - service: The service detail modules load from.
  ///   - views: The view factories; ``GoodsFeatureViews/makeDetail`` creates detail views.
  ///   - options: Currency, locale, texts and free-shipping threshold.
  ///   - coupon: The coupon detail screens price with, or `nil`.
  ///   - dispatcher: How service answers reach the main actor.
  ///   - clock: The clock of the flash sales of the details it opens; defaults to the wall clock.
  public init(
    navigator: any Navigator<Screen>,
    service: any GoodsService,
    views: GoodsFeatureViews<Screen>,
    options: GoodsDisplayOptions,
    coupon: Coupon?,
    dispatcher: any Dispatcher,
    clock: AnyWallClock = .wall
  ) {
    self.navigator = navigator
    self.service = service
    self.views = views
    self.options = options
    self.coupon = coupon
    self.dispatcher = dispatcher
    self.clock = clock
  }

  /// Navigates to `route`: ``GoodsListRoute/detail(productID:)`` builds the detail module and
  /// pushes its view, animated. Does nothing when the navigator is gone.
  ///
  /// - Parameter route: The destination.
  public func navigate(to route: GoodsListRoute) {
    guard let navigator else { return }
    switch route {
    case .detail(let productID):
      let module = GoodsDetailModule.build(
        productID: productID, service: service, options: options, coupon: coupon,
        dispatcher: dispatcher, clock: clock, makeScreen: views.makeDetail)
      navigator.push(module.view, animated: true)
    }
  }
}
