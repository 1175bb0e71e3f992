import MVPCore

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension GoodsFeatureViews where Screen == any ViewInterface {
  /// Factories that create the observable screen states as the feature's views:
  /// ``GoodsListScreenState`` for the list and ``GoodsDetailScreenState`` for each detail
  /// screen, for an app whose screens are SwiftUI views rendering those states.
  ///
  /// With these factories a `Navigator` receives the states (for example a
  /// ``GoodsDetailScreenState`` when a product is opened) and shows the SwiftUI view of each.
  public static var screenStates: Self {
    Self(
      makeList: { GoodsListScreenState(presenter: $0) },
      makeDetail: { GoodsDetailScreenState(presenter: $0) })
  }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension GoodsFeatureViews {
  /// Factories that create the observable screen states as the feature's views, each shown as
  /// the app's own `Screen`, for example a case of the route enum of a SwiftUI
  /// `NavigationStack`: a navigator of that type then receives a detail's state without a cast.
  ///
  /// - Parameters:
  ///   - list: The screen that shows a list's state.
  ///   - detail: The screen that shows a detail's state.
  /// - Returns: The factories.
  public static func screenStates(
    list: @escaping (GoodsListScreenState) -> Screen,
    detail: @escaping (GoodsDetailScreenState) -> Screen
  ) -> Self {
    Self(
      makeList: { presenter in
        let state = GoodsListScreenState(presenter: presenter)
        return (state, list(state))
      },
      makeDetail: { presenter in
        let state = GoodsDetailScreenState(presenter: presenter)
        return (state, detail(state))
      })
  }
}
