import MVPCore
import MVPTestSupport
import Testing
import UserFeature

/// The user profile's observable screen state, driven by the real presenter: its values, the
/// editor's fields, and which of its properties notify observers, in which order.
@MainActor @Suite(.presenterTest) struct UserProfileScreenStateTests {
  let service = StubUserService()
  let router = RecordingRouter<UserProfileRoute>()
  let presenter: UserProfilePresenter
  let state: UserProfileScreenState
  let changes: ObservedChanges<UserProfileScreenState>

  init() {
    presenter = UserProfilePresenter(userID: 7, service: service, router: router)
    state = UserProfileScreenState(presenter: presenter)
    presenter.attach(state)
    changes = ObservedChanges(
      state,
      [
        "profile": \.profile, "isLoading": \.isLoading, "errorMessage": \.errorMessage,
        "canRetry": \.canRetry, "isEditing": \.isEditing, "name": \.name, "email": \.email,
        "fieldErrors": \.fieldErrors, "isSaving": \.isSaving, "saveError": \.saveError,
      ])
  }

  /// Loads user 7 and opens the editor, consuming the changes.
  private func openEditor() async {
    state.appear()
    await service.userCalls.waitForPendingRequests(1)
    service.userCalls.succeed(with: .sample(7))
    await presenter.tasks.waitUntilIdle()
    state.edit()
    changes.expectChanges(["isLoading", "profile", "name", "email", "isEditing"])
  }

  /// Types into the editor's fields, consuming the changes.
  private func type(name: String, email: String) {
    state.name = name
    state.email = email
    changes.expectChanges(["name", "email"])
  }

  @Test func theProfileReplacesTheLoadingIndicator() async {
    state.appear()
    #expect(state.isLoading)
    changes.expectChanges(["isLoading"])

    await service.userCalls.waitForPendingRequests(1)
    service.userCalls.succeed(with: .sample(7))
    await presenter.tasks.waitUntilIdle()

    changes.expectChanges(["isLoading", "profile"])
    #expect(state.profile == UserProfileViewModel(user: .sample(7)))
    #expect(!state.isLoading && state.errorMessage == nil && !state.isEditing)
    state.appear()
    #expect(service.userCalls.requests == [7])
  }

  @Test func anErrorOffersRetryAndRetryLoadsTheProfile() async {
    state.appear()
    await service.userCalls.waitForPendingRequests(1)
    service.userCalls.fail(with: ServiceError.offline)
    await presenter.tasks.waitUntilIdle()
    changes.expectChanges(["isLoading", "errorMessage", "canRetry"])
    #expect(state.errorMessage == ServiceError.offline.userMessage && state.canRetry)
    #expect(state.profile == nil)

    state.retry()
    await service.userCalls.waitForPendingRequests(1)
    service.userCalls.succeed(with: .sample(7))
    await presenter.tasks.waitUntilIdle()

    changes.expectChanges(["isLoading", "errorMessage", "canRetry", "profile"])
    #expect(state.errorMessage == nil && !state.canRetry)
    #expect(state.profile == UserProfileViewModel(user: .sample(7)))
  }

  @Test func theEditorOpensFilledWithTheUsersNameAndEmail() async {
    await openEditor()

    #expect(state.isEditing)
    #expect(state.name == "First7 Last7")
    #expect(state.email == "user7@example.com")
    #expect(state.fieldErrors == .none && state.saveError == nil && !state.isSaving)
  }

  @Test func invalidFieldsShowTheirErrorsAndSendNothing() async {
    await openEditor()
    type(name: "  ", email: "ada@")

    state.save()

    changes.expectChanges(["fieldErrors"])
    #expect(
      state.fieldErrors
        == UserFormErrors(name: UserForm.blankNameMessage, email: UserForm.invalidEmailMessage))
    #expect(state.isEditing && !state.isSaving)
    #expect(service.updateCalls.requests.isEmpty)
  }

  @Test func aSaveClearsTheErrorsShowsProgressThenTheNewProfileAndClosesTheEditor() async {
    await openEditor()
    type(name: "", email: "ada@example.com")
    state.save()
    changes.expectChanges(["fieldErrors"])
    // Typing reaches the editor's form (so that a draft comes back after the app is killed): the
    // errors shown since the save attempt follow the fields as the user fixes them.
    state.name = " Ada Lovelace "
    state.email = "ada@example.com "
    changes.expectChanges(["name", "fieldErrors", "email"])
    #expect(state.fieldErrors == .none)

    state.save()
    changes.expectChanges(["isSaving"])
    #expect(state.isSaving && state.fieldErrors == .none)
    await service.updateCalls.waitForPendingRequests(1)
    #expect(
      service.updateCalls.requests == [
        .init(id: 7, update: UserUpdate(name: "Ada Lovelace", email: "ada@example.com"))
      ])
    var saved = User.sample(7)
    saved.displayName = "Ada Lovelace"
    saved.email = "ada@example.com"
    service.updateCalls.succeed(with: saved)
    await presenter.tasks.waitUntilIdle()

    changes.expectChanges(["isSaving", "profile", "isEditing"])
    #expect(state.profile == UserProfileViewModel(user: saved))
    #expect(!state.isEditing && !state.isSaving)
  }

  @Test func aFailedSaveKeepsTheEditorAndItsFieldsUntilTheNextSave() async {
    await openEditor()
    type(name: "Ada", email: "ada@example.com")
    state.save()
    await service.updateCalls.waitForPendingRequests(1)
    service.updateCalls.fail(with: ServiceError.timeout)
    await presenter.tasks.waitUntilIdle()

    changes.expectChanges(["isSaving", "saveError"])
    #expect(state.saveError == saveFailed(.timeout))
    #expect(state.isEditing && state.name == "Ada" && state.email == "ada@example.com")

    state.save()
    changes.expectChanges(["saveError", "isSaving"])
    #expect(state.saveError == nil && state.isSaving)
    await service.updateCalls.waitForPendingRequests(1)
    service.updateCalls.fail(with: ServiceError.offline)
    await presenter.tasks.waitUntilIdle()
    state.dismissSaveError()
    #expect(state.saveError == nil)
  }

  @Test func aSaveErrorSentWhileTheViewIsHiddenArrivesWhenItAppears() async {
    await openEditor()
    state.save()
    await service.updateCalls.waitForPendingRequests(1)
    state.disappear()
    service.updateCalls.fail(with: ServiceError.offline)
    await presenter.tasks.waitUntilIdle()
    changes.expectChanges(["isSaving"])
    #expect(state.saveError == nil)

    state.appear()

    changes.expectChanges(["saveError"])
    #expect(state.saveError == saveFailed(.offline))
  }

  @Test func cancellingClosesTheEditorAndNavigationGoesToTheRouter() async {
    await openEditor()
    state.save()
    await service.updateCalls.waitForPendingRequests(1)
    state.cancelEditing()
    #expect(state.isEditing)
    service.updateCalls.fail(with: ServiceError.offline)
    await presenter.tasks.waitUntilIdle()

    state.cancelEditing()

    changes.expectChanges(["isSaving", "saveError", "isEditing"])
    #expect(!state.isEditing && state.saveError == nil)
    state.back()
    state.close()
    router.recorder.expectCalls([.back, .close])
  }
}
