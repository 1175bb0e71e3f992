import GoodsFeature

/// A goods list router that goes nowhere.
@MainActor
final class SilentGoodsListRouter: GoodsListRouting {
  func navigate(to route: GoodsListRoute) {}
}
