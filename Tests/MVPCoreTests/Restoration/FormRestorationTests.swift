import Foundation
import MVPCore
import MVPLocalization
import MVPTestSupport
import Testing

/// A value without `Codable`: a form of it keeps nothing.
struct Note: Equatable, Sendable {
  var text: String
}

/// The view of a form of ``Note``s.
@MainActor
protocol NoteFormView: FormViewInterface where Value == Note, Field == Int {}

/// What a `ScreenLifecycle.Form` keeps when the app is killed and how it comes back (issue 29):
/// its draft over its baseline or over a value loaded fresh, the field errors that showed, and a
/// save that was running never sent again, the user told once.
@MainActor @Suite(.presenterTest) struct FormRestorationTests {
  let edited = Contact(name: "Ada Lovelace", email: "ada@example.com")
  /// MVPCore's English sentence for a save that may not have finished.
  let interrupted =
    "Your last save may not have finished. Check your changes, then save them again or discard "
    + "them."

  /// A form made with ``Contact/saved``, built as the app builds it.
  func formWithAValue(
    interruptedSaveMessage: String? = nil
  ) -> RelaunchableModule<MockContactFormView, ContactForm> {
    RelaunchableModule {
      ContactForm.module {
        ContactForm(value: .saved, interruptedSaveMessage: interruptedSaveMessage)
      }
    }
  }

  /// A form that loads its contact, built as the app builds it, loaded with ``Contact/saved``.
  func loadedForm() -> RelaunchableModule<MockContactFormView, ContactForm> {
    let app = RelaunchableModule { ContactForm.module { ContactForm() } }
    app.module.presenter.screen.handle(.viewDidLoad)
    app.module.presenter.server.succeed(with: .saved)
    app.module.view.recorder.expectCalls([.showLoading, .hideLoading, .showDraft(.saved)])
    return app
  }

  /// Edits the name of `app`'s contact, saves it, checks that the view showed `calls` and the
  /// saving indicator, and kills the app while the save runs.
  ///
  /// - Returns: The killed app's save stub, which still holds the save.
  func killWhileSaving(
    _ app: RelaunchableModule<MockContactFormView, ContactForm>,
    after calls: [MockContactFormView.Call] = []
  ) throws -> CallbackStub<Contact, Contact> {
    app.module.presenter.form.edit(.name) { $0.name = "Ada Lovelace" }
    app.module.presenter.save()
    app.module.view.recorder.expectCalls(calls + [.showSaving])
    let killedSaves = app.module.presenter.saves
    try app.killAndRelaunch()
    return killedSaves
  }

  @Test func aFormMadeWithAValueShowsItsDraftOverItsBaselineBeforeViewDidLoad() throws {
    let app = formWithAValue()
    app.module.view.recorder.expectCalls([.showDraft(.saved)])
    app.module.presenter.form.edit(.name) { $0.name = "Ada Lovelace" }
    try app.killAndRelaunch()
    app.module.view.recorder.expectCalls([.showDraft(edited)])
    let form = app.module.presenter.form
    #expect(form.baseline == .saved)
    #expect(form.draft == edited)
    #expect(form.leaveDecision == .confirmDiscard)
    form.discard()
    app.module.view.recorder.expectCalls([.showDraft(.saved)])
  }

  @Test func aFormThatLoadsLoadsItsValueFreshThenShowsTheRestoredDraftOverIt() throws {
    let app = loadedForm()
    app.module.presenter.form.edit(.name) { $0.name = "Ada Lovelace" }
    try app.killAndRelaunch()
    app.module.view.recorder.expectNoCalls()
    app.module.presenter.screen.handle(.viewDidLoad)
    app.module.view.recorder.expectCalls([.showLoading])
    let fresh = Contact(name: "Ada", email: "ada@new.example.com")
    app.module.presenter.server.succeed(with: fresh)
    // The fresh value is the baseline; the restored draft is what the view shows.
    app.module.view.recorder.expectCalls([.hideLoading, .showDraft(edited)])
    let form = app.module.presenter.form
    #expect(form.baseline == fresh)
    #expect(form.isDirty)
    form.discard()
    app.module.view.recorder.expectCalls([.showDraft(fresh)])
  }

  @Test func aFailedFreshLoadKeepsTheRestoredDraftForTheRetry() throws {
    let app = loadedForm()
    app.module.presenter.form.edit(.name) { $0.name = "Ada Lovelace" }
    try app.killAndRelaunch()
    app.module.presenter.screen.handle(.viewDidLoad)
    app.module.presenter.server.fail(with: ServiceError.offline)
    app.module.presenter.screen.retry()
    app.module.presenter.server.succeed(with: .saved)
    app.module.view.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showError(message: ServiceError.offline.userMessage, canRetry: true), .showLoading,
      .hideLoading, .showDraft(edited),
    ])
  }

  @Test func fieldErrorsThatShowedShowAgainEveryFieldsAsAfterASaveAttempt() throws {
    let app = RelaunchableModule {
      ContactForm.module { ContactForm(value: Contact(name: "Ada", email: "ada")) }
    }
    app.module.presenter.form.edit(.name) { $0.name = "" }
    app.module.view.recorder.expectCalls([
      .showDraft(Contact(name: "Ada", email: "ada")), .showFieldErrors([.name: "Enter a name."]),
    ])
    try app.killAndRelaunch()
    app.module.view.recorder.expectCalls([
      .showDraft(Contact(name: "", email: "ada")),
      .showFieldErrors([.name: "Enter a name.", .email: "Enter an e-mail address."]),
    ])
  }

  @Test func aFormTheUserLeftAsItWasKeepsNothing() {
    let scope = RestorationScope()
    let screen = scope.build { ContactForm(value: .saved) }
    #expect(scope.savedStates().map(\.parts) == [[:]])
    screen.form.edit(.name) { $0.name = "Ada Lovelace" }
    #expect(scope.savedStates().map { $0.parts.keys.sorted() } == [["form"]])
    screen.form.edit(.name) { $0.name = "Ada" }
    #expect(scope.savedStates().map(\.parts) == [[:]])
  }

  @Test func aFormWhoseValueIsNotCodableKeepsNothing() {
    let scope = RestorationScope()
    let form = scope.build {
      let screen = ScreenLifecycle<any NoteFormView>(dispatcher: .immediate)
      let form = ScreenLifecycle<any NoteFormView>.Form(
        screen: screen, value: Note(text: "a"), view: { $0.formView })
      return (screen, form)
    }
    form.1.edit(0) { $0.text = "b" }
    #expect(form.1.isDirty)
    #expect(scope.savedStates().map(\.parts) == [[:]])
  }

  @Test func aSaveRunningWhenTheAppWasKilledIsNeverSentAgainAndTheUserIsToldOnce() throws {
    let app = formWithAValue()
    let killedSaves = try killWhileSaving(app, after: [.showDraft(.saved)])
    app.module.view.recorder.expectCalls([.showDraft(edited), .showSaveError(interrupted)])
    app.module.presenter.screen.handle(.viewDidLoad)
    app.module.presenter.screen.handle(.viewWillAppear)
    app.module.view.recorder.expectNoCalls()
    #expect(app.module.presenter.saves.requests.isEmpty)
    #expect(killedSaves.requests == [edited])
    #expect(app.module.presenter.form.leaveDecision == .confirmDiscard)
    // The killed app's write ends as when a screen goes away: in `WriteOutcomes`.
    killedSaves.succeed(with: edited)
    let outcomes = try #require(PresenterTest.current).writeOutcomes
    #expect(outcomes.unhandled.map(\.succeeded) == [true])
    // Told once: a view attached later is shown the draft only.
    let next = MockContactFormView()
    app.module.presenter.screen.attach(next)
    next.recorder.expectCalls([.showDraft(edited)])
    // The user decides: one write, now.
    app.module.presenter.save()
    #expect(app.module.presenter.saves.requests == [edited])
    app.module.presenter.saves.succeed(with: edited)
    next.recorder.expectCalls([.showSaving, .hideSaving])
    app.module.presenter.routed.expectCalls([edited])
    #expect(killedSaves.requests == [edited])
  }

  @Test func theRestoredDraftKeepsWhatTheUserTypedAfterTappingSave() throws {
    let app = formWithAValue()
    app.module.presenter.form.edit(.name) { $0.name = "Ada Lovelace" }
    app.module.presenter.save()
    app.module.presenter.form.edit(.email) { $0.email = "ada@lovelace.example" }
    app.module.view.recorder.expectCalls([.showDraft(.saved), .showSaving])
    let killedSaves = app.module.presenter.saves
    try app.killAndRelaunch()
    let typed = Contact(name: "Ada Lovelace", email: "ada@lovelace.example")
    app.module.view.recorder.expectCalls([.showDraft(typed), .showSaveError(interrupted)])
    killedSaves.succeed(with: edited)
  }

  @Test func aFormThatLoadsToldOnceAfterItsFreshLoadThatItsSaveMayNotHaveFinished() throws {
    let app = loadedForm()
    let killedSaves = try killWhileSaving(app)
    app.module.presenter.screen.handle(.viewDidLoad)
    app.module.presenter.server.succeed(with: .saved)
    app.module.view.recorder.expectCalls([
      .showLoading, .hideLoading, .showDraft(edited), .showSaveError(interrupted),
    ])
    #expect(app.module.presenter.saves.requests.isEmpty)
    killedSaves.fail(with: ServiceError.offline)
  }

  @Test func whenTheFreshValueIsTheDraftTheSaveWentThroughAndNothingIsSaid() throws {
    let app = loadedForm()
    let killedSaves = try killWhileSaving(app)
    killedSaves.succeed(with: edited)
    app.module.presenter.screen.handle(.viewDidLoad)
    app.module.presenter.server.succeed(with: edited)
    app.module.view.recorder.expectCalls([.showLoading, .hideLoading, .showDraft(edited)])
    #expect(!app.module.presenter.form.isDirty)
  }

  @Test func theSentenceIsTheFormsOwnWhenItGivesOne() throws {
    let app = formWithAValue(interruptedSaveMessage: "Your edit may not be saved.")
    let killedSaves = try killWhileSaving(app, after: [.showDraft(.saved)])
    app.module.view.recorder.expectCalls([
      .showDraft(edited), .showSaveError("Your edit may not be saved."),
    ])
    killedSaves.succeed(with: edited)
  }

  @Test func theFormSaysWhichSentenceItShows() throws {
    let own = formWithAValue(interruptedSaveMessage: "Your edit may not be saved.")
    #expect(own.module.presenter.form.interruptedSaveMessage == "Your edit may not be saved.")
    own.module.view.recorder.expectCalls([.showDraft(.saved)])
    let app = formWithAValue()
    #expect(app.module.presenter.form.interruptedSaveMessage == interrupted)
    let killedSaves = try killWhileSaving(app, after: [.showDraft(.saved)])
    let form = app.module.presenter.form
    app.module.view.recorder.expectCalls([
      .showDraft(edited), .showSaveError(form.interruptedSaveMessage),
    ])
    killedSaves.succeed(with: edited)
  }

  @Test(arguments: [
    ("en", "Your last save may not have finished."), ("zh_CN", "上次保存可能没有完成。"),
  ])
  func theSentenceIsMVPCoresInEachLanguage(locale: String, start: String) {
    let text = StringTable(bundle: .mvpCore, locale: Locale(identifier: locale))
      .string("form.saveInterrupted")
    #expect(text.hasPrefix(start))
  }

  @Test func aFormSavedAgainBeforeItsValueLoadedKeepsItsDraft() throws {
    let app = loadedForm()
    app.module.presenter.form.edit(.name) { $0.name = "Ada Lovelace" }
    try app.killAndRelaunch()
    app.module.presenter.screen.handle(.viewDidLoad)
    app.module.view.recorder.expectCalls([.showLoading])
    try app.killAndRelaunch()
    app.module.presenter.screen.handle(.viewDidLoad)
    app.module.presenter.server.succeed(with: .saved)
    app.module.view.recorder.expectCalls([.showLoading, .hideLoading, .showDraft(edited)])
    #expect(app.module.presenter.form.isDirty)
  }

  @Test func aResetBeforeTheValueLoadsDropsTheRestoredDraft() throws {
    let app = loadedForm()
    app.module.presenter.form.edit(.name) { $0.name = "Ada Lovelace" }
    try app.killAndRelaunch()
    app.module.presenter.screen.handle(.viewDidLoad)
    let other = Contact(name: "Grace", email: "grace@example.com")
    app.module.presenter.form.reset(to: other)
    app.module.view.recorder.expectCalls([.showLoading, .hideLoading, .showDraft(other)])
    #expect(!app.module.presenter.form.isDirty)
    try app.killAndRelaunch()
    app.module.presenter.screen.handle(.viewDidLoad)
    app.module.presenter.server.succeed(with: .saved)
    app.module.view.recorder.expectCalls([.showLoading, .hideLoading, .showDraft(.saved)])
  }
}
