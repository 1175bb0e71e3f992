import Foundation
import MVPCore
import MVPTestSupport
import Testing
import UserFeature

/// One test per kind of fault of issue 8 that applies to the user profile.
@MainActor @Suite(.presenterTest) struct UserProfileRegressionTests {
  /// Cancellations a service may report on its own, for a request nobody cancelled.
  nonisolated static let externalCancellations: [any Error] = [
    CancellationError(), URLError(.cancelled), ServiceError.cancelled,
  ]

  let profile = UserProfileHarness(userID: 7)
  let edited = User(
    id: 7, displayName: "Ada Lovelace", email: "ada@example.org", avatarURL: nil,
    username: "user7", phone: "+1 555 0100 7")

  @Test func savingEndsOnAReattachedView_kind1() async {
    await profile.openEditor(for: .sample(7))
    profile.presenter.save(name: "Ada Lovelace", email: "ada@example.org")
    await profile.service.updateCalls.waitForPendingRequests(1)
    profile.view.recorder.expectCalls([.showSaving])

    profile.presenter.detach(profile.view)
    profile.presenter.attach(profile.view)
    // The editor shows what the user typed (the form's draft), not the loaded values.
    profile.view.recorder.expectCalls([
      .hideLoading, .showProfile(UserProfileViewModel(user: .sample(7))),
      .showEditor(name: "Ada Lovelace", email: "ada@example.org"), .showSaving,
    ])

    profile.service.updateCalls.succeed(with: edited)
    await profile.presenter.tasks.waitUntilIdle()
    profile.view.recorder.expectCalls([
      .hideSaving, .showProfile(UserProfileViewModel(user: edited)), .hideEditor,
      .showMessage("Saved your changes."),
    ])
    profile.changeLog.recorder.expectCalls([7])
  }

  @Test func loadingEndsOnAReattachedView_kind1() async {
    profile.presenter.viewDidLoad()
    await profile.service.userCalls.waitForPendingRequests(1)
    profile.presenter.detach(profile.view)
    await profile.presenter.tasks.waitUntilIdle()
    profile.view.recorder.expectCalls([.showLoading])

    profile.presenter.attach(profile.view)
    profile.view.recorder.expectCalls([.showLoading])
    await profile.service.userCalls.waitForPendingRequests(1)
    profile.service.userCalls.succeed(with: .sample(7))
    await profile.presenter.tasks.waitUntilIdle()

    profile.view.recorder.expectCalls([
      .hideLoading, .showProfile(UserProfileViewModel(user: .sample(7))),
    ])
  }

  @Test func aLoadInterruptedInOneTurnResumesOnTheNextView_kind2() async throws {
    let next = MockUserProfileView()
    profile.presenter.viewDidLoad()
    profile.presenter.detach(profile.view)
    profile.presenter.attach(next)

    next.recorder.expectCalls([.showLoading])
    // Without a resumed load the wait below would never end.
    try #require(profile.presenter.tasks.isRunning(UserProfileKeys.load))
    await profile.service.userCalls.waitForPendingRequests(1)
    #expect(profile.service.userCalls.pendingRequests == [7])
    profile.service.userCalls.succeed(with: .sample(7))
    await profile.presenter.tasks.waitUntilIdle()

    next.recorder.expectCalls([.hideLoading, .showProfile(UserProfileViewModel(user: .sample(7)))])
    profile.view.recorder.expectCalls([.showLoading])
    #expect(profile.service.userCalls.pendingRequests.isEmpty)
  }

  @Test(arguments: Self.externalCancellations)
  func aLoadCancelledByTheServiceShowsAnErrorWithRetry_kind3(_ cancellation: any Error) async {
    profile.presenter.viewDidLoad()
    await profile.service.userCalls.waitForPendingRequests(1)
    profile.service.userCalls.fail(with: cancellation)
    await profile.presenter.tasks.waitUntilIdle()

    profile.view.recorder.expectCalls([
      .showLoading, .hideLoading, .showError(ServiceError.cancelled.userMessage, canRetry: true),
    ])
    profile.presenter.retry()
    await profile.service.userCalls.waitForPendingRequests(1)
    profile.service.userCalls.succeed(with: .sample(7))
    await profile.presenter.tasks.waitUntilIdle()
    profile.view.recorder.expectCalls([
      .showLoading, .hideLoading, .showProfile(UserProfileViewModel(user: .sample(7))),
    ])
  }

  @Test(arguments: Self.externalCancellations)
  func aSaveCancelledByTheServiceShowsTheSaveError_kind3(_ cancellation: any Error) async {
    await profile.openEditor(for: .sample(7))
    profile.presenter.save(name: "Ada Lovelace", email: "ada@example.org")
    await profile.service.updateCalls.waitForPendingRequests(1)
    profile.service.updateCalls.fail(with: cancellation)
    await profile.presenter.tasks.waitUntilIdle()

    profile.view.recorder.expectCalls([
      .showSaving, .hideSaving, .showSaveError(saveFailed(.cancelled)),
    ])
    profile.changeLog.recorder.expectNoCalls()
    profile.presenter.cancelEditing()
    profile.view.recorder.expectCalls([.hideEditor])
  }

  @Test func aLoadThePresenterCancelledStaysSilent_kind3() async {
    profile.presenter.viewDidLoad()
    await profile.service.userCalls.waitForPendingRequests(1)
    profile.presenter.detach(profile.view)
    await profile.presenter.tasks.waitUntilIdle()

    profile.view.recorder.expectCalls([.showLoading])
    #expect(profile.service.userCalls.pendingRequests.isEmpty)
  }

  @Test func repeatedViewDidLoadDuringALoadSendsOneRequest_kind6() async {
    profile.presenter.viewDidLoad()
    profile.presenter.viewWillAppear()
    profile.presenter.viewDidLoad()
    await profile.service.userCalls.waitForPendingRequests(1)
    profile.presenter.viewDidDisappear()
    profile.presenter.viewDidLoad()
    profile.presenter.viewWillAppear()
    profile.presenter.viewDidLoad()

    #expect(profile.service.userCalls.requests == [7])
    profile.service.userCalls.succeed(with: .sample(7))
    await profile.presenter.tasks.waitUntilIdle()
    profile.presenter.viewDidLoad()

    #expect(profile.presenter.tasks.isIdle)
    #expect(profile.service.userCalls.requests == [7])
    profile.view.recorder.expectCalls([
      .showLoading, .hideLoading, .showProfile(UserProfileViewModel(user: .sample(7))),
    ])
  }

  @Test func anEditorClosedDuringReplayStaysClosed_kind7() async {
    await profile.openEditor(for: .sample(7))
    profile.presenter.detach(profile.view)

    let next = EditorCancellingProfileView(presenter: profile.presenter)
    profile.presenter.attach(next)
    next.recorder.expectCalls([
      .hideLoading, .showProfile(UserProfileViewModel(user: .sample(7))), .hideEditor,
    ])

    profile.presenter.edit()
    profile.presenter.save(name: "Ada Lovelace", email: "ada@example.org")
    await profile.service.updateCalls.waitForPendingRequests(1)
    profile.service.updateCalls.succeed(with: edited)
    await profile.presenter.tasks.waitUntilIdle()

    next.recorder.expectCalls([
      .showEditor(name: "First7 Last7", email: "user7@example.com"), .showSaving, .hideSaving,
      .showProfile(UserProfileViewModel(user: edited)), .hideEditor,
      .showMessage("Saved your changes."),
    ])
    profile.changeLog.recorder.expectCalls([7])
  }

  @Test func aLateDetachOfAReplacedViewDoesNothing_kind8() async {
    profile.presenter.viewDidLoad()
    await profile.service.userCalls.waitForPendingRequests(1)
    let next = MockUserProfileView()
    profile.presenter.attach(next)

    profile.presenter.detach(profile.view)

    #expect(profile.presenter.tasks.isRunning(UserProfileKeys.load))
    profile.service.userCalls.succeed(with: .sample(7))
    await profile.presenter.tasks.waitUntilIdle()
    next.recorder.expectCalls([
      .showLoading, .hideLoading, .showProfile(UserProfileViewModel(user: .sample(7))),
    ])
    profile.view.recorder.expectCalls([.showLoading])
    #expect(profile.service.userCalls.requests == [7])
  }

  @Test func aSaveInFlightAtDetachFinishesOnTheNextView_kind9() async {
    await profile.openEditor(for: .sample(7))
    profile.presenter.save(name: "Ada Lovelace", email: "ada@example.org")
    await profile.service.updateCalls.waitForPendingRequests(1)
    profile.presenter.detach(profile.view)
    let next = MockUserProfileView()
    profile.presenter.attach(next)
    // The editor shows what the user typed (the form's draft), not the loaded values.
    next.recorder.expectCalls([
      .hideLoading, .showProfile(UserProfileViewModel(user: .sample(7))),
      .showEditor(name: "Ada Lovelace", email: "ada@example.org"), .showSaving,
    ])

    profile.service.updateCalls.succeed(with: edited)
    await profile.presenter.tasks.waitUntilIdle()

    next.recorder.expectCalls([
      .hideSaving, .showProfile(UserProfileViewModel(user: edited)), .hideEditor,
      .showMessage("Saved your changes."),
    ])
    profile.view.recorder.expectCalls([.showSaving])
    profile.changeLog.recorder.expectCalls([7])
    #expect(profile.presenter.resource.value == edited)
  }

  @Test func aSaveErrorWhileHiddenIsShownWhenTheViewAppears_kind10() async {
    await profile.openEditor(for: .sample(7))
    profile.presenter.save(name: "Ada Lovelace", email: "ada@example.org")
    await profile.service.updateCalls.waitForPendingRequests(1)
    profile.presenter.viewDidDisappear()
    profile.service.updateCalls.fail(with: ServiceError.offline)
    await profile.presenter.tasks.waitUntilIdle()

    profile.view.recorder.expectCalls([.showSaving, .hideSaving])
    profile.presenter.viewWillAppear()

    profile.view.recorder.expectCalls([.showSaveError(saveFailed(.offline))])
    profile.presenter.viewWillAppear()
  }
}
