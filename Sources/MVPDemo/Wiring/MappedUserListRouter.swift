import MVPRestoration
import UserFeature

/// The user list's router in the demo: it maps the feature's `UserListRoute` to a step of the
/// ``DemoNavigator``, so the profiles it opens are built by route and kept with the session.
@MainActor
final class MappedUserListRouter: MappedRouter<UserListRoute>, UserListRouting {
  /// Creates the router: a user's profile is pushed by route.
  ///
  /// - Parameter navigator: The demo's navigator, held weakly.
  convenience init(_ navigator: DemoNavigator) {
    self.init(navigator) { route in
      switch route {
      case .profile(let userID): .push(.userProfile(userID: userID))
      }
    }
  }
}
