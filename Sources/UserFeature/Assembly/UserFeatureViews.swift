/// The concrete views of the user feature, supplied by the app: UIKit view controllers, SwiftUI
/// hosts, or a terminal demo's screens.
///
/// Each closure creates a view around its presenter and must keep the presenter strongly (view →
/// presenter); the module builders attach the view to the presenter, which holds it weakly.
/// Closures must not capture the navigator or other views strongly.
public struct UserFeatureViews {
  /// Creates the user list view around its presenter.
  public var makeList: @MainActor (UserListPresenter) -> any UserListView

  /// Creates a user profile view around its presenter.
  public var makeProfile: @MainActor (UserProfilePresenter) -> any UserProfileView

  /// Creates the set of view factories.
  ///
  /// - Parameters:
  ///   - makeList: Creates the list view; it keeps the presenter strongly.
  ///   - makeProfile: Creates a profile view; it keeps the presenter strongly.
  public init(
    makeList: @escaping @MainActor (UserListPresenter) -> any UserListView,
    makeProfile: @escaping @MainActor (UserProfilePresenter) -> any UserProfileView
  ) {
    self.makeList = makeList
    self.makeProfile = makeProfile
  }
}
