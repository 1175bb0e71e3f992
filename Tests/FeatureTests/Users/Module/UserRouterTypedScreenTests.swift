import MVPCore
import MVPTestSupport
import Testing
import UserFeature

/// A platform's screen that is not a view of the feature: a card that holds the view it shows,
/// as a navigation controller holds a view controller.
@MainActor
private final class Card {
  let title: String
  let content: AnyObject

  init(title: String, content: AnyObject) {
    self.title = title
    self.content = content
  }
}

/// A navigator of cards only; it records the titles of what it shows and keeps them.
@MainActor
private final class CardStack: Navigator {
  private(set) var cards: [Card] = []
  let recorder = CallRecorder<String>()

  func push(_ screen: Card, animated: Bool) {
    cards.append(screen)
    recorder.record("push \(screen.title)")
  }
  func pop(animated: Bool) {
    cards.removeLast()
    recorder.record("pop")
  }
  func present(_ screen: Card, animated: Bool) { recorder.record("present \(screen.title)") }
  func dismiss(animated: Bool) { recorder.record("dismiss") }
}

/// A SwiftUI app's route, as a `NavigationStack` path holds it: one case per screen state.
@MainActor
private enum AppScreen {
  case users(UserListScreenState)
  case profile(UserProfileScreenState)
}

/// A navigator of app routes, as a SwiftUI host's path.
@MainActor
private final class RouteStack: Navigator {
  private(set) var path: [AppScreen] = []

  func push(_ screen: AppScreen, animated: Bool) { path.append(screen) }
  func pop(animated: Bool) { path.removeLast() }
  func present(_ screen: AppScreen, animated: Bool) { path.append(screen) }
  func dismiss(animated: Bool) { path.removeLast() }
}

/// Issue 27, item 6: `Navigator` took any view and every navigator cast it to its platform's
/// type. The navigator is typed by what it shows: the list router pushes the screen its views
/// factory made, with no cast, and the profile router pops a navigator of any screen type.
@MainActor @Suite(.presenterTest) struct UserRouterTypedScreenTests {
  let service = StubUserService(answeringFrom: User.samples(1...3))

  private var views: UserFeatureViews<Card> {
    UserFeatureViews(
      makeList: { presenter in
        let view = MockUserListView(presenter: presenter)
        return (view, Card(title: "Users", content: view))
      },
      makeProfile: { presenter in
        let view = MockUserProfileView(presenter: presenter)
        return (view, Card(title: "User \(presenter.userID)", content: view))
      })
  }

  @Test func theListRouterPushesTheScreenItsFactoryMade() async throws {
    let stack = CardStack()
    let router = UserListRouter(service: service, views: views, navigator: stack)

    router.navigate(to: .profile(userID: 2))

    stack.recorder.expectCalls(["push User 2"])
    let view = try #require(stack.cards.last?.content as? MockUserProfileView)
    let presenter = try #require(view.presenter)
    presenter.viewDidLoad()
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showProfile(UserProfileViewModel(user: .sample(2))),
    ])
    // The profile's router pops the same, card-typed navigator.
    presenter.back()
    stack.recorder.expectCalls(["pop"])
    #expect(stack.cards.isEmpty)
  }

  @Test func theModuleIsTheListsScreenAndDeallocatesWithTheNavigator() throws {
    weak var weakPresenter: UserListPresenter?
    weak var weakCard: Card?
    do {
      let stack = CardStack()
      let module = UserListModule.build(service: service, views: views, navigator: stack)
      #expect(module.view.title == "Users")
      let view = try #require(module.view.content as? MockUserListView)
      #expect(view.presenter === module.presenter)
      stack.push(module.view, animated: false)
      stack.recorder.expectCalls(["push Users"])
      weakPresenter = module.presenter
      weakCard = module.view
    }
    #expect(weakPresenter == nil)
    #expect(weakCard == nil)
  }

  @Test func theScreenStateListPushesTheAppsOwnRouteForAProfile() async throws {
    let stack = RouteStack()
    let module = UserListModule.build(
      service: service, navigator: stack, list: AppScreen.users, profile: AppScreen.profile)
    module.view.appear()
    await module.presenter.tasks.waitUntilIdle()

    module.view.selectUser(at: 1)

    guard case .profile(let profile) = try #require(stack.path.last) else {
      Issue.record("a profile is pushed as .profile, got \(stack.path)")
      return
    }
    #expect(profile.presenter.userID == 2)
    profile.back()
    #expect(stack.path.isEmpty)
  }
}
