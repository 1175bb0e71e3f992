// expect: error: argument type 'UsersRouter' does not conform to expected type 'UserListRouting'
// Issue 29: a feature navigates by the app's routes through a MappedRouter subclass, which is
// the feature's router only when it adopts the feature's protocol (the app's one line): without
// it, handing the router to the presenter is a compile error, never a cast at run time.
import MVPCore
import MVPRestoration
import UserFeature

final class UsersRouter: MappedRouter<UserListRoute> {}

enum AppRoute: Codable, Equatable {
  case users
  case profile(userID: Int)
}

@MainActor func list(
  service: any UserService, navigator: RouteNavigator<AppRoute, AnyObject>
) -> UserListPresenter {
  let router = UsersRouter(navigator) { route in
    switch route {
    case .profile(let userID): .push(.profile(userID: userID))
    }
  }
  return UserListPresenter(service: service, router: router)
}
