import MVPCore
import MVPTestSupport
import UserFeature

/// A user profile presenter wired to a stub service, a mock view and a recording router.
@MainActor
struct UserProfileHarness {
  let service = StubUserService()
  let view = MockUserProfileView()
  let router = RecordingRouter<UserProfileRoute>()
  let presenter: UserProfilePresenter

  init(userID: Int = 7) {
    presenter = UserProfilePresenter(userID: userID, service: service, router: router)
    presenter.attach(view)
  }

  /// Loads `user`, asserts the view calls and consumes them.
  func load(_ user: User) async {
    presenter.viewDidLoad()
    await service.userCalls.waitForPendingCalls(1)
    service.userCalls.succeed(with: user)
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showProfile(UserProfileViewModel(user: user)),
    ])
  }

  /// Loads `user` and opens the editor, consuming the view calls.
  func openEditor(for user: User) async {
    await load(user)
    presenter.edit()
    view.recorder.expectCalls([.showEditor(name: user.displayName, email: user.email)])
  }
}
