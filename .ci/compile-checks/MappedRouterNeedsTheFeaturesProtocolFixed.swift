// expect: pass
// The fixed form of MappedRouterNeedsTheFeaturesProtocol.swift: the app's one line makes its
// mapped router the feature's router, in a module that owns neither (no retroactive conformance
// warning). A route carrying a RoutePayload stays Codable (it is never saved: AppRestoration
// ends the saved stack below it).
import MVPCore
import MVPRestoration
import UserFeature

final class UsersRouter: MappedRouter<UserListRoute>, UserListRouting {}

enum AppRoute: Codable, Equatable {
  case users
  case profile(userID: Int)
  case addUser(onAdded: RoutePayload<@MainActor @Sendable (Int) -> Void>)
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
