import MVPCore

/// The concrete views of the goods feature, supplied by the app (UIKit, SwiftUI host, terminal
/// demo or test mocks), typed by what the app's `Navigator` shows (`Screen`, for example
/// `UIViewController`): each factory creates a view around its presenter and returns it twice, as
/// the feature's view protocol (attached to the presenter) and as the `Screen` a navigator shows;
/// usually one object.
///
/// A created view must keep its presenter strongly (view → presenter) and must not be kept by the
/// factory's captures, or the module leaks. An app whose views share one base type writes one
/// small extension, as for `UserFeatureViews`:
///
/// ```swift
/// extension GoodsFeatureViews where Screen == UIViewController {
///   init<List: UIViewController & GoodsListView, Detail: UIViewController & GoodsDetailView>(
///     list: @escaping (GoodsListPresenter) -> List,
///     detail: @escaping (GoodsDetailPresenter) -> Detail
///   ) {
///     self.init(
///       makeList: { let view = list($0); return (view, view) },
///       makeDetail: { let view = detail($0); return (view, view) })
///   }
/// }
/// ```
@MainActor
public struct GoodsFeatureViews<Screen> {
  /// Creates the goods list view around its presenter, as the feature's view and as a screen.
  public var makeList: (GoodsListPresenter) -> (view: any GoodsListView, screen: Screen)

  /// Creates the goods detail view around its presenter, as the feature's view and as a screen.
  public var makeDetail: (GoodsDetailPresenter) -> (view: any GoodsDetailView, screen: Screen)

  /// Creates a set of view factories.
  ///
  /// - Parameters:
  ///   - makeList: Creates the list view, storing the presenter strongly.
  ///   - makeDetail: Creates the detail view, storing the presenter strongly.
  public init(
    makeList: @escaping (GoodsListPresenter) -> (view: any GoodsListView, screen: Screen),
    makeDetail: @escaping (GoodsDetailPresenter) -> (view: any GoodsDetailView, screen: Screen)
  ) {
    self.makeList = makeList
    self.makeDetail = makeDetail
  }
}

extension GoodsFeatureViews where Screen == any ViewInterface {
  /// Creates a set of view factories for a navigator that shows any `ViewInterface` (mock
  /// views in tests, observable screen states): each view is its own screen.
  ///
  /// - Parameters:
  ///   - makeList: Creates the list view, storing the presenter strongly.
  ///   - makeDetail: Creates the detail view, storing the presenter strongly.
  public init(
    makeList: @escaping (GoodsListPresenter) -> any GoodsListView,
    makeDetail: @escaping (GoodsDetailPresenter) -> any GoodsDetailView
  ) {
    self.init(
      makeList: { presenter in
        let view = makeList(presenter)
        return (view, view)
      },
      makeDetail: { presenter in
        let view = makeDetail(presenter)
        return (view, view)
      })
  }
}
