/// The concrete views of the goods feature, supplied by the app (UIKit, SwiftUI host, terminal
/// demo or test mocks): each factory creates a view around its presenter.
///
/// A created view must keep its presenter strongly (view → presenter) and must not be kept by the
/// factory's captures, or the module leaks.
@MainActor
public struct GoodsFeatureViews {
  /// Creates the goods list view around its presenter.
  public var makeList: (GoodsListPresenter) -> any GoodsListView

  /// Creates the goods detail view around its presenter.
  public var makeDetail: (GoodsDetailPresenter) -> any GoodsDetailView

  /// Creates a set of view factories.
  ///
  /// - Parameters:
  ///   - makeList: Creates the list view, storing the presenter strongly.
  ///   - makeDetail: Creates the detail view, storing the presenter strongly.
  public init(
    makeList: @escaping (GoodsListPresenter) -> any GoodsListView,
    makeDetail: @escaping (GoodsDetailPresenter) -> any GoodsDetailView
  ) {
    self.makeList = makeList
    self.makeDetail = makeDetail
  }
}
