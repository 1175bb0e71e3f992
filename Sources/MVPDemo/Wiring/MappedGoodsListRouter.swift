import GoodsFeature
import MVPRestoration

/// The goods list's router in the demo (the list's and the flash-sale page's goods section): it
/// maps the feature's `GoodsListRoute` to a step of the ``DemoNavigator``, so the details it
/// opens are built by route and kept with the session.
@MainActor
final class MappedGoodsListRouter: MappedRouter<GoodsListRoute>, GoodsListRouting {
  /// Creates the router: a product's detail is pushed by route.
  ///
  /// - Parameter navigator: The demo's navigator, held weakly.
  convenience init(_ navigator: DemoNavigator) {
    self.init(navigator) { route in
      switch route {
      case .detail(let productID): .push(.goodsDetail(productID: productID))
      }
    }
  }
}
