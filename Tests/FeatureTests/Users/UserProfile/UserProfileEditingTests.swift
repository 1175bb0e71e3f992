import MVPCore
import MVPTestSupport
import Testing
import UserFeature

@MainActor @Suite(.presenterTest) struct UserProfileEditingTests {
  let profile = UserProfileHarness(userID: 7)
  let edited = User(
    id: 7, displayName: "Ada Lovelace", email: "ada@example.org", avatarURL: nil,
    username: "user7", phone: "+1 555 0100 7")

  @Test func editOpensTheEditorWithTheLoadedNameAndEmail() async {
    await profile.load(.sample(7))

    profile.presenter.edit()
    profile.presenter.edit()

    profile.view.recorder.expectCalls([
      .showEditor(name: "First7 Last7", email: "user7@example.com")
    ])
  }

  @Test func editIsIgnoredBeforeTheUserLoads() async {
    profile.presenter.edit()
    profile.view.recorder.expectNoCalls()

    profile.presenter.viewDidLoad()
    await profile.service.userCalls.waitForPendingRequests(1)
    profile.presenter.edit()
    profile.service.userCalls.fail(with: ServiceError.offline)
    await profile.presenter.tasks.waitUntilIdle()
    profile.presenter.edit()

    profile.view.recorder.expectCalls([
      .showLoading, .hideLoading, .showError(ServiceError.offline.userMessage, canRetry: true),
    ])
  }

  @Test func invalidInputShowsFieldErrorsAndSendsNothing() async {
    await profile.openEditor(for: .sample(7))

    profile.presenter.save(name: "  \n", email: "ada.example.org")

    #expect(profile.presenter.tasks.isIdle)
    #expect(profile.service.updateCalls.requests.isEmpty)
    profile.view.recorder.expectCalls([
      .showFieldErrors(
        UserFormErrors(
          name: "Enter a name.", email: "Enter an e-mail address like name@example.com."))
    ])
  }

  @Test func aValidSaveShowsProgressThenTheUpdatedProfile() async {
    await profile.openEditor(for: .sample(7))

    profile.presenter.save(name: "  Ada Lovelace ", email: " ada@example.org\n")
    await profile.service.updateCalls.waitForPendingRequests(1)
    profile.view.recorder.expectCalls([.showSaving])
    #expect(
      profile.service.updateCalls.requests == [
        .init(id: 7, update: UserUpdate(name: "Ada Lovelace", email: "ada@example.org"))
      ])

    profile.service.updateCalls.succeed(with: edited)
    await profile.presenter.tasks.waitUntilIdle()

    profile.view.recorder.expectCalls([
      .hideSaving, .showProfile(UserProfileViewModel(user: edited)), .hideEditor,
      .showMessage("Saved your changes."),
    ])
    profile.changeLog.recorder.expectCalls([7])
    profile.presenter.edit()
    profile.view.recorder.expectCalls([.showEditor(name: "Ada Lovelace", email: "ada@example.org")])
  }

  @Test func aValidSaveAfterFieldErrorsClearsThemFirst() async {
    await profile.openEditor(for: .sample(7))
    profile.presenter.save(name: "Ada", email: "ada@example")
    profile.view.recorder.expectCalls([
      .showFieldErrors(UserFormErrors(email: "Enter an e-mail address like name@example.com."))
    ])

    profile.presenter.save(name: "Ada", email: "ada@example.org")
    await profile.service.updateCalls.waitForPendingRequests(1)

    profile.view.recorder.expectCalls([.showFieldErrors(.none), .showSaving])
    profile.service.updateCalls.succeed(with: edited)
    await profile.presenter.tasks.waitUntilIdle()
    profile.view.recorder.expectCalls([
      .hideSaving, .showProfile(UserProfileViewModel(user: edited)), .hideEditor,
      .showMessage("Saved your changes."),
    ])
    profile.changeLog.recorder.expectCalls([7])
  }

  @Test func aFailedSaveKeepsTheEditorOpenWithTheError() async {
    await profile.openEditor(for: .sample(7))

    profile.presenter.save(name: "Ada Lovelace", email: "ada@example.org")
    await profile.service.updateCalls.waitForPendingRequests(1)
    profile.service.updateCalls.fail(with: ServiceError.offline)
    await profile.presenter.tasks.waitUntilIdle()

    profile.view.recorder.expectCalls([
      .showSaving, .hideSaving, .showSaveError(saveFailed(.offline)),
    ])
    profile.changeLog.recorder.expectNoCalls()

    // Still editing: saving again sends a new request.
    profile.presenter.save(name: "Ada Lovelace", email: "ada@example.org")
    await profile.service.updateCalls.waitForPendingRequests(1)
    profile.service.updateCalls.succeed(with: edited)
    await profile.presenter.tasks.waitUntilIdle()
    profile.view.recorder.expectCalls([
      .showSaving, .hideSaving, .showProfile(UserProfileViewModel(user: edited)), .hideEditor,
      .showMessage("Saved your changes."),
    ])
    profile.changeLog.recorder.expectCalls([7])
    #expect(profile.service.updateCalls.requests.count == 2)
  }

  @Test func doubleTappingSaveSendsOneRequest() async {
    await profile.openEditor(for: .sample(7))

    profile.presenter.save(name: "Ada Lovelace", email: "ada@example.org")
    profile.presenter.save(name: "Ada Lovelace", email: "ada@example.org")
    profile.presenter.save(name: "", email: "")
    await profile.service.updateCalls.waitForPendingRequests(1)
    profile.service.updateCalls.succeed(with: edited)
    await profile.presenter.tasks.waitUntilIdle()

    #expect(profile.service.updateCalls.requests.count == 1)
    profile.view.recorder.expectCalls([
      .showSaving, .hideSaving, .showProfile(UserProfileViewModel(user: edited)), .hideEditor,
      .showMessage("Saved your changes."),
    ])
    profile.changeLog.recorder.expectCalls([7])
  }

  @Test func saveIsIgnoredWhenTheEditorIsClosed() async {
    await profile.load(.sample(7))

    profile.presenter.save(name: "Ada Lovelace", email: "ada@example.org")

    #expect(profile.presenter.tasks.isIdle)
    #expect(profile.service.updateCalls.requests.isEmpty)
  }

  @Test func cancelEditingClosesTheEditorAndDiscardsTheInput() async {
    await profile.openEditor(for: .sample(7))

    profile.presenter.cancelEditing()
    profile.presenter.save(name: "Ada Lovelace", email: "ada@example.org")
    profile.presenter.cancelEditing()

    profile.view.recorder.expectCalls([.hideEditor])
    #expect(profile.presenter.tasks.isIdle)
    #expect(profile.service.updateCalls.requests.isEmpty)
  }

  @Test func cancelEditingIsIgnoredWhileSaving() async {
    await profile.openEditor(for: .sample(7))
    profile.presenter.save(name: "Ada Lovelace", email: "ada@example.org")
    await profile.service.updateCalls.waitForPendingRequests(1)

    profile.presenter.cancelEditing()

    profile.view.recorder.expectCalls([.showSaving])
    #expect(profile.presenter.tasks.isRunning(UserProfileKeys.save))
    profile.service.updateCalls.succeed(with: edited)
    await profile.presenter.tasks.waitUntilIdle()
    profile.view.recorder.expectCalls([
      .hideSaving, .showProfile(UserProfileViewModel(user: edited)), .hideEditor,
      .showMessage("Saved your changes."),
    ])
    profile.changeLog.recorder.expectCalls([7])
  }

  @Test func aCancellationTheServiceReportsOnItsOwnIsASaveErrorAndTheEditorStaysOpen() async {
    await profile.openEditor(for: .sample(7))
    profile.presenter.save(name: "Ada Lovelace", email: "ada@example.org")
    await profile.service.updateCalls.waitForPendingRequests(1)

    profile.service.updateCalls.fail(with: ServiceError.cancelled)
    await profile.presenter.tasks.waitUntilIdle()

    profile.view.recorder.expectCalls([
      .showSaving, .hideSaving, .showSaveError(saveFailed(.cancelled)),
    ])
    profile.changeLog.recorder.expectNoCalls()
    profile.presenter.cancelEditing()
    profile.view.recorder.expectCalls([.hideEditor])
  }
}
