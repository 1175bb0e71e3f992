@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension GoodsFeatureViews {
  /// Factories that create the observable screen states as the feature's views:
  /// ``GoodsListScreenState`` for the list and ``GoodsDetailScreenState`` for each detail
  /// screen, for an app whose screens are SwiftUI views rendering those states.
  ///
  /// With these factories a `Navigator` receives the states (for example a
  /// ``GoodsDetailScreenState`` when a product is opened) and shows the SwiftUI view of each.
  public static var screenStates: GoodsFeatureViews {
    GoodsFeatureViews(
      makeList: { GoodsListScreenState(presenter: $0) },
      makeDetail: { GoodsDetailScreenState(presenter: $0) })
  }
}
