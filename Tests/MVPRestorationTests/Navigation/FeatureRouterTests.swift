import MVPCore
import MVPRestoration
import Testing
import UserFeature

/// The one line an app writes for each feature router protocol it navigates by route.
private final class UserListAppRouter: MappedRouter<UserListRoute>, UserListRouting {}

/// A user service that is never reached.
private struct UnusedUserService: UserService {
  struct Unused: Error {}
  func users(offset: Int, limit: Int) async throws -> Page<User> { throw Unused() }
  func user(id: Int) async throws -> User { throw Unused() }
  func deleteUser(id: Int) async throws { throw Unused() }
  func updateUser(id: Int, with update: UserUpdate) async throws -> User { throw Unused() }
}

/// A real feature's presenter navigates by the app's routes through a mapped router, unchanged
/// and without casts; a feature router that only pops takes the route navigator as its
/// `Navigator`.
@MainActor
@Suite struct FeatureRouterTests {
  let app = ShopApp()

  @Test func theUserListsPresenterOpensAProfileByTheAppsRoute() {
    app.navigator.open([.home])
    let router = UserListAppRouter(app.navigator) { route in
      switch route {
      case .profile(let userID): .push(.item(id: userID))
      }
    }
    let presenter = UserListPresenter(service: UnusedUserService(), router: router)
    presenter.list.replaceAll(with: [
      User(
        id: 4, displayName: "Ada", email: "ada@example.com", avatarURL: nil, username: "ada",
        phone: "1")
    ])
    presenter.selectUser(at: 0)
    #expect(app.navigator.stack == [.home, .item(id: 4)])
  }

  @Test func aFeatureRouterThatPopsTakesTheRouteNavigator() {
    app.navigator.open([.home, .item(id: 1)])
    UserProfileRouter(navigator: app.navigator).navigate(to: .back)
    #expect(app.platform.calls == [.setStack(["home", "item 1"]), .pop])
    #expect(app.navigator.stack == [.home])
  }
}
