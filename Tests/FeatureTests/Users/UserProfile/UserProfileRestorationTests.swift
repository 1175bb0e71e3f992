import MVPCore
import MVPTestSupport
import Testing
import UserFeature

/// The user profile killed and relaunched (issue 29) in the middle of a load, an edit and a
/// save: the user loads again, the editor comes back open on what was typed with the field
/// errors that showed, and a save that was running is never sent again: the draft is offered
/// again with the form's message, and the user decides.
@MainActor @Suite(.presenterTest) struct UserProfileRestorationTests {
  let service = StubUserService()
  let router = RecordingRouter<UserProfileRoute>()
  /// MVPCore's English sentence for a save that may not have finished (`UserTexts.english`).
  let interrupted =
    "Your last save may not have finished. Check your changes, then save them again or discard "
    + "them."
  let edited = User(
    id: 7, displayName: "Ada Lovelace", email: "ada@example.org", avatarURL: nil,
    username: "user7", phone: "+1 555 0100 7")

  /// The profile of user 7, built as the app builds it, on the test's service and router.
  func launch(
    texts: UserTexts = .english
  ) -> RelaunchableModule<any UserProfileView, UserProfilePresenter> {
    RelaunchableModule { [service, router] in
      UserProfileModule.build(userID: 7, service: service, router: router, texts: texts) {
        MockUserProfileView(presenter: $0)
      }
    }
  }

  /// The mock view of `app`'s module now.
  func view(
    _ app: RelaunchableModule<any UserProfileView, UserProfilePresenter>
  ) throws -> MockUserProfileView {
    try app.module.view(as: MockUserProfileView.self)
  }

  /// Sends `viewDidLoad` to `app`'s presenter and answers its load with user 7, the `count`-th
  /// load of the test; the view's calls are left to the caller.
  func load(
    _ app: RelaunchableModule<any UserProfileView, UserProfilePresenter>, count: Int
  ) async {
    app.module.presenter.viewDidLoad()
    await service.userCalls.waitForRequests(count)
    service.userCalls.succeed(with: .sample(7))
    await app.module.presenter.tasks.waitUntilIdle()
  }

  /// Loads user 7 again on the relaunched `app` (the test's second load) and checks that the
  /// view shows the loading indicator, then the profile.
  func loadAgain(
    _ app: RelaunchableModule<any UserProfileView, UserProfilePresenter>
  ) async throws {
    await load(app, count: 2)
    try view(app).recorder.expectCalls([
      .showLoading, .hideLoading, .showProfile(UserProfileViewModel(user: .sample(7))),
    ])
  }

  /// Launches the profile, loads user 7 and opens the editor.
  func launchEditing(
    texts: UserTexts = .english
  ) async throws -> RelaunchableModule<any UserProfileView, UserProfilePresenter> {
    let app = launch(texts: texts)
    await load(app, count: 1)
    app.module.presenter.edit()
    try view(app).recorder.expectCalls([
      .showLoading, .hideLoading, .showProfile(UserProfileViewModel(user: .sample(7))),
      .showEditor(name: "First7 Last7", email: "user7@example.com"),
    ])
    return app
  }

  @Test func killedDuringTheLoadItLoadsTheUserAgain() async throws {
    let app = launch()
    app.module.presenter.viewDidLoad()
    await service.userCalls.waitForPendingRequests(1)
    try view(app).recorder.expectCalls([.showLoading])

    try app.killAndRelaunch()
    try view(app).recorder.expectNoCalls()
    await load(app, count: 2)
    #expect(service.userCalls.requests == [7, 7])
    try view(app).recorder.expectCalls([
      .showLoading, .hideLoading, .showProfile(UserProfileViewModel(user: .sample(7))),
    ])
  }

  @Test func killedDuringAnEditTheEditorComesBackOnTheDraftWithItsFieldErrors() async throws {
    let app = try await launchEditing()
    // The view sends the user's typing to the editor's form, then a save with a bad address.
    app.module.presenter.editor.edit(.name) { $0.name = "Ada Lovelace" }
    app.module.presenter.save(name: "Ada Lovelace", email: "ada@example")
    let errors = UserFormErrors(email: "Enter an e-mail address like name@example.com.")
    try view(app).recorder.expectCalls([.showFieldErrors(errors)])

    try app.killAndRelaunch()
    // The editor is open on the draft at once, with its errors, before the user loads again.
    try view(app).recorder.expectCalls([
      .showEditor(name: "Ada Lovelace", email: "ada@example"), .showFieldErrors(errors),
    ])
    try await loadAgain(app)
    #expect(app.module.presenter.editor.leaveDecision == .confirmDiscard)
    #expect(service.updateCalls.requests.isEmpty)

    // The user goes on from there: the fixed address saves the draft.
    app.module.presenter.save(name: "Ada Lovelace", email: "ada@example.org")
    await service.updateCalls.waitForPendingRequests(1)
    service.updateCalls.succeed(with: edited)
    await app.module.presenter.tasks.waitUntilIdle()
    try view(app).recorder.expectCalls([
      .showFieldErrors(.none), .showSaving, .hideSaving,
      .showProfile(UserProfileViewModel(user: edited)), .hideEditor,
      .showMessage("Saved your changes."),
    ])
  }

  @Test func aDraftTypedWithoutSavingComesBackAsTyped() async throws {
    let app = try await launchEditing()
    app.module.presenter.editor.edit(.email) { $0.email = "ada@exa" }

    try app.killAndRelaunch()
    try view(app).recorder.expectCalls([.showEditor(name: "First7 Last7", email: "ada@exa")])
    try await loadAgain(app)
  }

  @Test func theSwiftUIStateSendsWhatIsTypedSoThatItComesBack() async throws {
    let app = RelaunchableModule { [service, router] in
      UserProfileModule.build(userID: 7, service: service, router: router) {
        UserProfileScreenState(presenter: $0)
      }
    }
    do {
      let state = try app.module.view(as: UserProfileScreenState.self)
      state.appear()
      await service.userCalls.waitForPendingRequests(1)
      service.userCalls.succeed(with: .sample(7))
      await app.module.presenter.tasks.waitUntilIdle()
      state.edit()
      state.name = "Ada"  // typed, not saved
    }

    try app.killAndRelaunch()
    let state = try app.module.view(as: UserProfileScreenState.self)
    #expect(state.isEditing)
    #expect(state.name == "Ada")
    #expect(state.email == "user7@example.com")
    #expect(app.module.presenter.editor.draft == UserForm(name: "Ada", email: "user7@example.com"))
  }

  @Test func anEditorLeftUnchangedOpensAgainOnceTheUserIsLoaded() async throws {
    let app = try await launchEditing()

    try app.killAndRelaunch()
    try view(app).recorder.expectNoCalls()
    await load(app, count: 2)
    try view(app).recorder.expectCalls([
      .showLoading, .hideLoading, .showProfile(UserProfileViewModel(user: .sample(7))),
      .showEditor(name: "First7 Last7", email: "user7@example.com"),
    ])
  }

  @Test func anEditorClosedBeforeTheKillStaysClosed() async throws {
    let app = try await launchEditing()
    app.module.presenter.cancelEditing()
    try view(app).recorder.expectCalls([.hideEditor])

    try app.killAndRelaunch()
    try await loadAgain(app)
  }

  @Test func killedDuringASaveItNeverSendsItAgainAndOffersTheDraft() async throws {
    let app = try await launchEditing()
    app.module.presenter.save(name: "Ada Lovelace", email: "ada@example.org")
    await service.updateCalls.waitForPendingRequests(1)
    try view(app).recorder.expectCalls([.showSaving])

    try app.killAndRelaunch()
    // The draft and, once, why: no saving progress of the write that died with the app.
    try view(app).recorder.expectCalls([
      .showEditor(name: "Ada Lovelace", email: "ada@example.org"), .showSaveError(interrupted),
    ])
    try await loadAgain(app)
    #expect(service.updateCalls.requests.count == 1)
    #expect(app.module.presenter.editor.leaveDecision == .confirmDiscard)

    // The killed app's save ends as when a screen goes away: in `WriteOutcomes`, never here.
    service.updateCalls.succeed(with: edited)
    try await expectTheKilledWrite(endedAs: "UserProfilePresenter 'profile.save' succeeded")
    try view(app).recorder.expectNoCalls()

    // The user decides: one save, now.
    app.module.presenter.save(name: "Ada Lovelace", email: "ada@example.org")
    await service.updateCalls.waitForPendingRequests(1)
    #expect(service.updateCalls.requests.count == 2)
    service.updateCalls.succeed(with: edited)
    await app.module.presenter.tasks.waitUntilIdle()
    try view(app).recorder.expectCalls([
      .showSaving, .hideSaving, .showProfile(UserProfileViewModel(user: edited)), .hideEditor,
      .showMessage("Saved your changes."),
    ])
  }

  @Test func theInterruptedSaveIsToldInTheUsersLanguage() async throws {
    let texts = UserTexts.simplifiedChinese
    let app = try await launchEditing(texts: texts)
    app.module.presenter.save(name: "Ada Lovelace", email: "ada@example.org")
    await service.updateCalls.waitForPendingRequests(1)
    try view(app).recorder.expectCalls([.showSaving])

    try app.killAndRelaunch()
    #expect(texts.saveInterrupted == "上次保存可能没有完成。请检查你的修改，然后重新保存或放弃修改。")
    try view(app).recorder.expectCalls([
      .showEditor(name: "Ada Lovelace", email: "ada@example.org"),
      .showSaveError(texts.saveInterrupted),
    ])
    service.updateCalls.fail(with: ServiceError.offline)
    let outcomes = try #require(PresenterTest.current).writeOutcomes
    await outcomes.waitForOutcomes(1)
    #expect(outcomes.unhandled.map(\.succeeded) == [false])
  }
}
