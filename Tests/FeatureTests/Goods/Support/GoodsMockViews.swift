import GoodsFeature
import MVPCore

/// View factories creating the mock views, each holding its presenter strongly like a real view.
@MainActor
enum GoodsMockViews {
  static func make() -> GoodsFeatureViews<any ViewInterface> {
    GoodsFeatureViews(
      makeList: { presenter in
        let view = MockGoodsListView()
        view.presenter = presenter
        return view
      },
      makeDetail: { presenter in
        let view = MockGoodsDetailView()
        view.presenter = presenter
        return view
      })
  }
}
