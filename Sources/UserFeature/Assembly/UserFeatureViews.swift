import MVPCore

/// The concrete views of the user feature, supplied by the app: UIKit view controllers, SwiftUI
/// hosts, or a terminal demo's screens, typed by what the app's `Navigator` shows
/// (`Screen`, for example `UIViewController`).
///
/// Each closure creates a view around its presenter and returns it twice: as the feature's view
/// protocol (attached to the presenter, which holds it weakly) and as the `Screen` a navigator
/// shows; usually one object. The view must keep the presenter strongly (view → presenter).
/// Closures must not capture the navigator or other views strongly.
///
/// An app's views are usually of one base type (`UIViewController`, a screen protocol); one
/// small extension then lets it pass the views once:
///
/// ```swift
/// extension UserFeatureViews where Screen == UIViewController {
///   init<List: UIViewController & UserListView, Profile: UIViewController & UserProfileView>(
///     list: @escaping @MainActor (UserListPresenter) -> List,
///     profile: @escaping @MainActor (UserProfilePresenter) -> Profile
///   ) {
///     self.init(
///       makeList: { let view = list($0); return (view, view) },
///       makeProfile: { let view = profile($0); return (view, view) })
///   }
/// }
/// ```
public struct UserFeatureViews<Screen> {
  /// Creates the user list view around its presenter, as the feature's view and as a screen.
  public var makeList: @MainActor (UserListPresenter) -> (view: any UserListView, screen: Screen)

  /// Creates a user profile view around its presenter, as the feature's view and as a screen.
  public var makeProfile:
    @MainActor (UserProfilePresenter) -> (view: any UserProfileView, screen: Screen)

  /// Creates the set of view factories.
  ///
  /// - Parameters:
  ///   - makeList: Creates the list view; it keeps the presenter strongly.
  ///   - makeProfile: Creates a profile view; it keeps the presenter strongly.
  public init(
    makeList: @escaping @MainActor (UserListPresenter) -> (view: any UserListView, screen: Screen),
    makeProfile:
      @escaping @MainActor (UserProfilePresenter) -> (view: any UserProfileView, screen: Screen)
  ) {
    self.makeList = makeList
    self.makeProfile = makeProfile
  }
}

extension UserFeatureViews where Screen == any ViewInterface {
  /// Creates the set of view factories for a navigator that shows any `ViewInterface`
  /// (mock views in tests, observable screen states): each view is its own screen.
  ///
  /// - Parameters:
  ///   - makeList: Creates the list view; it keeps the presenter strongly.
  ///   - makeProfile: Creates a profile view; it keeps the presenter strongly.
  public init(
    makeList: @escaping @MainActor (UserListPresenter) -> any UserListView,
    makeProfile: @escaping @MainActor (UserProfilePresenter) -> any UserProfileView
  ) {
    self.init(
      makeList: { presenter in
        let view = makeList(presenter)
        return (view, view)
      },
      makeProfile: { presenter in
        let view = makeProfile(presenter)
        return (view, view)
      })
  }
}
