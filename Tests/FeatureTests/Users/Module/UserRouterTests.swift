import MVPCore
import MVPTestSupport
import Testing
import UserFeature

@MainActor @Suite(.presenterTest) struct UserRouterTests {
  let service = StubUserService(answeringFrom: User.samples(1...3))

  @Test func theListRouterPushesTheSelectedUsersProfileModule() async throws {
    let navigator = RecordingNavigator()
    let router = UserListRouter(service: service, views: .mocks, navigator: navigator)

    router.navigate(to: .profile(userID: 2))

    navigator.recorder.expectCalls([.push("MockUserProfileView")])
    let view = try #require(navigator.stack.last as? MockUserProfileView)
    let presenter = try #require(view.presenter)
    #expect(presenter.userID == 2)
    // The pushed view is attached to its presenter, which uses the list's service.
    presenter.viewDidLoad()
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showProfile(UserProfileViewModel(user: .sample(2))),
    ])
    // The profile navigates on the same navigator.
    presenter.back()
    navigator.recorder.expectCalls([.pop])
    #expect(navigator.stack.isEmpty)
  }

  @Test func theListRouterBuildsNothingWithoutANavigator() {
    let built = CallRecorder<Int>()
    let views = UserFeatureViews(
      makeList: { MockUserListView(presenter: $0) },
      makeProfile: { presenter in
        built.record(presenter.userID)
        return MockUserProfileView(presenter: presenter)
      })
    var navigator: RecordingNavigator? = RecordingNavigator()
    let router = UserListRouter(service: service, views: views, navigator: navigator)

    navigator = nil
    router.navigate(to: .profile(userID: 1))

    #expect(router.navigator == nil)
    built.expectNoCalls()
  }

  @Test func theProfileRouterPopsOnBackAndDismissesOnClose() {
    let navigator = RecordingNavigator(root: MockUserListView())
    let router = UserProfileRouter(navigator: navigator)
    navigator.present(MockUserProfileView(), animated: false)
    navigator.push(MockUserProfileView(), animated: false)
    navigator.recorder.expectCalls([
      .present("MockUserProfileView"), .push("MockUserProfileView"),
    ])

    router.navigate(to: .back)
    router.navigate(to: .close)

    navigator.recorder.expectCalls([.pop, .dismiss])
    #expect(navigator.stack.count == 1)
    #expect(navigator.presented == nil)
  }

  @Test func theProfileRouterDoesNotKeepItsNavigator() {
    var navigator: RecordingNavigator? = RecordingNavigator()
    let router = UserProfileRouter(navigator: navigator)
    #expect(router.navigator === navigator)

    navigator = nil
    router.navigate(to: .back)

    #expect(router.navigator == nil)
  }
}
