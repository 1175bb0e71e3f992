import Foundation
import MVPCore
import MVPTestSupport
import Testing
import UserFeature

@MainActor @Suite(.presenterTest) struct UserProfileLoadingTests {
  let profile = UserProfileHarness(userID: 7)

  @Test func showsLoadingThenTheProfile() async {
    profile.presenter.viewDidLoad()
    await profile.service.userCalls.waitForPendingRequests(1)
    profile.view.recorder.expectCalls([.showLoading])
    #expect(profile.service.userCalls.requests == [7])

    profile.service.userCalls.succeed(with: .sample(7))
    await profile.presenter.tasks.waitUntilIdle()

    profile.view.recorder.expectCalls([
      .hideLoading,
      .showProfile(
        UserProfileViewModel(
          name: "First7 Last7", email: "user7@example.com",
          avatarURL: URL(string: "https://img.example.com/7.png"), phone: "+1 555 0100 7",
          username: "user7")),
    ])
  }

  @Test func anUnknownUserShowsTheServersMessageWithRetry() async {
    profile.presenter.viewDidLoad()
    await profile.service.userCalls.waitForPendingRequests(1)
    profile.service.userCalls.fail(
      with: ServiceError.httpStatus(code: 404, message: "User with id '7' not found"))
    await profile.presenter.tasks.waitUntilIdle()

    profile.view.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showError(
        "The server couldn't complete the request (error 404): \"User with id '7' not found\".",
        canRetry: true),
    ])

    profile.presenter.retry()
    await profile.service.userCalls.waitForPendingRequests(1)
    profile.service.userCalls.succeed(with: .sample(7))
    await profile.presenter.tasks.waitUntilIdle()
    profile.view.recorder.expectCalls([
      .showLoading, .hideLoading, .showProfile(UserProfileViewModel(user: .sample(7))),
    ])
  }

  @Test func classifiesErrorsThatAreNotServiceErrors() async {
    profile.presenter.viewDidLoad()
    await profile.service.userCalls.waitForPendingRequests(1)
    profile.service.userCalls.fail(with: URLError(.timedOut))
    await profile.presenter.tasks.waitUntilIdle()

    profile.view.recorder.expectCalls([
      .showLoading, .hideLoading, .showError(ServiceError.timeout.userMessage, canRetry: true),
    ])
  }

  @Test func showsACancellationItDidNotAskForAsAnErrorWithRetry() async {
    profile.presenter.viewDidLoad()
    await profile.service.userCalls.waitForPendingRequests(1)
    profile.service.userCalls.fail(with: ServiceError.cancelled)
    await profile.presenter.tasks.waitUntilIdle()

    profile.view.recorder.expectCalls([
      .showLoading, .hideLoading, .showError(ServiceError.cancelled.userMessage, canRetry: true),
    ])
  }

  @Test func retryIsIgnoredWhileLoadingAndOnceLoaded() async {
    profile.presenter.viewDidLoad()
    profile.presenter.retry()
    await profile.service.userCalls.waitForPendingRequests(1)
    profile.service.userCalls.succeed(with: .sample(7))
    await profile.presenter.tasks.waitUntilIdle()
    profile.view.recorder.expectCalls([
      .showLoading, .hideLoading, .showProfile(UserProfileViewModel(user: .sample(7))),
    ])

    profile.presenter.retry()

    #expect(profile.presenter.tasks.isIdle)
    #expect(profile.service.userCalls.requests == [7])
  }

  @Test func backAndCloseRouteWithoutTouchingTheView() async {
    await profile.load(.sample(7))

    profile.presenter.back()
    profile.presenter.close()

    profile.router.recorder.expectCalls([.back, .close])
  }
}
