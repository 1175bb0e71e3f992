import MVPCore
import MVPTestSupport
import Testing
import UserFeature

@MainActor @Suite(.presenterTest) struct UserProfileLifecycleTests {
  let profile = UserProfileHarness(userID: 7)

  @Test func detachingMidLoadCancelsItAndCallsNoView() async {
    profile.presenter.viewDidLoad()
    await profile.service.userCalls.waitForPendingRequests(1)
    profile.view.recorder.expectCalls([.showLoading])

    profile.presenter.detach(profile.view)
    await profile.presenter.tasks.waitUntilIdle()

    // The stub dropped the call because its task was cancelled; no answer ever came.
    #expect(profile.service.userCalls.pendingRequests.isEmpty)
  }

  @Test func aViewAttachedAfterAnInterruptedLoadRestartsIt() async throws {
    profile.presenter.viewDidLoad()
    await profile.service.userCalls.waitForPendingRequests(1)
    profile.presenter.detach(profile.view)
    await profile.presenter.tasks.waitUntilIdle()
    profile.view.recorder.expectCalls([.showLoading])

    let next = MockUserProfileView()
    profile.presenter.attach(next)
    try #require(profile.presenter.tasks.isRunning(UserProfileKeys.load))
    await profile.service.userCalls.waitForPendingRequests(1)
    profile.service.userCalls.succeed(with: .sample(7))
    await profile.presenter.tasks.waitUntilIdle()

    next.recorder.expectCalls([
      .showLoading, .hideLoading, .showProfile(UserProfileViewModel(user: .sample(7))),
    ])
    profile.view.recorder.expectNoCalls()
    #expect(profile.service.userCalls.requests == [7, 7])
  }

  @Test func detachingMidSaveLetsItFinishAndTheNextViewGetsItsOutcome() async {
    await profile.openEditor(for: .sample(7))
    profile.presenter.save(name: "Ada Lovelace", email: "ada@example.org")
    await profile.service.updateCalls.waitForPendingRequests(1)
    profile.view.recorder.expectCalls([.showSaving])

    profile.presenter.detach(profile.view)
    #expect(profile.presenter.tasks.isRunning(UserProfileKeys.save))
    let next = MockUserProfileView()
    profile.presenter.attach(next)
    // The editor shows what the user typed (the form's draft), not the loaded values.
    next.recorder.expectCalls([
      .hideLoading, .showProfile(UserProfileViewModel(user: .sample(7))),
      .showEditor(name: "Ada Lovelace", email: "ada@example.org"), .showSaving,
    ])

    profile.service.updateCalls.fail(with: ServiceError.timeout)
    await profile.presenter.tasks.waitUntilIdle()

    next.recorder.expectCalls([.hideSaving, .showSaveError(saveFailed(.timeout))])
    profile.view.recorder.expectNoCalls()
    #expect(profile.service.updateCalls.requests.count == 1)
  }

  @Test func aNewViewGetsTheProfileAndTheEditorClosed() async {
    await profile.openEditor(for: .sample(7))
    profile.presenter.cancelEditing()
    profile.view.recorder.expectCalls([.hideEditor])
    profile.presenter.detach(profile.view)

    let next = MockUserProfileView()
    profile.presenter.attach(next)

    next.recorder.expectCalls([
      .hideLoading, .showProfile(UserProfileViewModel(user: .sample(7))), .hideEditor,
    ])
  }

  @Test func aNewViewGetsTheErrorState() async {
    profile.presenter.viewDidLoad()
    await profile.service.userCalls.waitForPendingRequests(1)
    profile.service.userCalls.fail(with: ServiceError.unreachable)
    await profile.presenter.tasks.waitUntilIdle()
    profile.view.recorder.expectCalls([
      .showLoading, .hideLoading, .showError(ServiceError.unreachable.userMessage, canRetry: true),
    ])
    profile.presenter.detach(profile.view)

    let next = MockUserProfileView()
    profile.presenter.attach(next)

    next.recorder.expectCalls([
      .hideLoading, .showError(ServiceError.unreachable.userMessage, canRetry: true),
    ])
  }
}
