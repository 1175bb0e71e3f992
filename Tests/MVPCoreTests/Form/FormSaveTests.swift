import MVPCore
import MVPTestSupport
import Testing

/// `ScreenLifecycle.Form` saving: a write with validation first, one request at a time, its
/// progress replayed, its failure shown once, and its payload handed to the owner.
@MainActor @Suite(.presenterTest) struct FormSaveTests {
  let screen = ContactForm().loaded()
  let edited = Contact(name: "Ada Lovelace", email: "ada@example.com")

  @Test func anInvalidDraftShowsEveryErrorAndSendsNothing() {
    screen.form.edit(.name) { $0.name = "Ada Lovelace" }
    screen.form.edit(.email) { $0.email = "" }
    screen.view.recorder.expectCalls([.showFieldErrors([.email: "Enter an e-mail address."])])
    screen.form.edit(.name) { $0.name = "" }
    screen.view.recorder.expectCalls([
      .showFieldErrors([.name: "Enter a name.", .email: "Enter an e-mail address."])
    ])
    #expect(!screen.save())
    screen.view.recorder.expectNoCalls()
    #expect(screen.saves.requests.isEmpty)
    #expect(!screen.form.isSaving)
  }

  @Test func anInvalidDraftUneditedShowsEveryErrorOnSave() {
    let screen = ContactForm().loaded(Contact(name: "", email: ""))
    #expect(!screen.save())
    screen.view.recorder.expectCalls([
      .showFieldErrors([.name: "Enter a name.", .email: "Enter an e-mail address."])
    ])
    #expect(screen.saves.requests.isEmpty)
  }

  @Test func aSecondSaveWhileOneRunsIsRefused() {
    screen.form.edit(.name) { $0.name = "Ada Lovelace" }
    #expect(screen.save())
    #expect(!screen.save())
    #expect(screen.saves.requests == [edited])
    screen.view.recorder.expectCalls([.showSaving])
    screen.saves.succeed(with: edited)
    screen.view.recorder.expectCalls([.hideSaving])
    screen.routed.expectCalls([edited])
  }

  @Test func successMakesTheSavedValueTheBaselineAndRoutesThePayload() {
    screen.form.edit(.name) { $0.name = "Ada Lovelace" }
    screen.save()
    screen.view.recorder.expectCalls([.showSaving])
    #expect(screen.form.isSaving)
    // The server answers its own version: the view is shown it.
    let answered = Contact(name: "Ada Lovelace", email: "ADA@example.com")
    screen.saves.succeed(with: answered)
    screen.view.recorder.expectCalls([.hideSaving, .showDraft(answered)])
    screen.routed.expectCalls([answered])
    #expect(screen.form.baseline == answered)
    #expect(screen.form.draft == answered)
    #expect(!screen.form.isDirty)
    #expect(!screen.form.isSaving)
  }

  @Test func editsMadeWhileSavingStayAndAreStillDirty() {
    screen.form.edit(.name) { $0.name = "Ada Lovelace" }
    screen.save()
    screen.form.edit(.email) { $0.email = "ada@lovelace.example" }
    screen.saves.succeed(with: edited)
    screen.view.recorder.expectCalls([.showSaving, .hideSaving])
    screen.routed.expectCalls([edited])
    #expect(screen.form.baseline == edited)
    #expect(screen.form.draft == Contact(name: "Ada Lovelace", email: "ada@lovelace.example"))
    #expect(screen.form.isDirty)
  }

  @Test func aFailureIsShownOnceAndKeepsTheEdits() {
    screen.form.edit(.name) { $0.name = "Ada Lovelace" }
    screen.save()
    screen.saves.fail(with: ServiceError.offline)
    screen.view.recorder.expectCalls([
      .showSaving, .hideSaving, .showSaveError(ServiceError.offline.userMessage),
    ])
    screen.routed.expectNoCalls()
    #expect(screen.form.draft == edited)
    #expect(screen.form.baseline == .saved)
    #expect(screen.form.isDirty)
    let other = MockContactFormView()
    screen.screen.attach(other)
    other.recorder.expectCalls([.hideLoading, .showDraft(edited), .hideSaving])
    // The same draft saves again.
    #expect(screen.save())
    other.recorder.expectCalls([.showSaving])
    screen.saves.succeed(with: edited)
    other.recorder.expectCalls([.hideSaving])
    screen.routed.expectCalls([edited])
  }

  @Test func aFailureMessageOfTheSaveIsUsed() {
    screen.form.edit(.name) { $0.name = "Ada Lovelace" }
    screen.form.save(
      screen.saveCall, owner: screen, failureMessage: { "Couldn't save: \($0.userMessage)" },
      then: { _, _ in Issue.record("a failed save routes nowhere") })
    screen.saves.fail(with: ServiceError.offline)
    screen.view.recorder.expectCalls([
      .showSaving, .hideSaving,
      .showSaveError("Couldn't save: \(ServiceError.offline.userMessage)"),
    ])
  }

  @Test func leavingTheScreenDoesNotCancelTheSaveAndTheNextViewIsShownItsEnd() {
    screen.form.edit(.name) { $0.name = "Ada Lovelace" }
    screen.save()
    screen.screen.detach(screen.view)
    #expect(screen.saves.cancelledRequests.isEmpty)
    #expect(screen.screen.tasks.isRunning(screen.form.saveKey))
    let other = MockContactFormView()
    screen.screen.attach(other)
    other.recorder.expectCalls([.hideLoading, .showDraft(edited), .showSaving])
    screen.saves.fail(with: ServiceError.offline)
    other.recorder.expectCalls([.hideSaving, .showSaveError(ServiceError.offline.userMessage)])
    screen.view.recorder.expectCalls([.showSaving])
  }

  @Test func aSaveOutlivesItsFormAndReportsToWriteOutcomes() {
    let outcomes = WriteOutcomes()
    var screen: ContactForm? = ContactForm(writeOutcomes: outcomes).loaded()
    screen?.form.edit(.name) { $0.name = "Ada Lovelace" }
    screen?.save()
    screen?.view.recorder.expectCalls([.showSaving])
    let saves = screen?.saves
    screen = nil
    saves?.fail(with: ServiceError.offline)
    #expect(outcomes.unhandled.map(\.description) == ["ContactForm 'form.save' failed: offline"])
  }

  @Test func theOwnerIsHeldWeakly() {
    final class Owner {}
    var owner: Owner? = Owner()
    weak let released = owner
    screen.form.edit(.name) { $0.name = "Ada Lovelace" }
    screen.form.save(screen.saveCall, owner: owner!) { _, _ in Issue.record("owner is gone") }
    owner = nil
    #expect(released == nil)
    screen.saves.succeed(with: edited)
    screen.view.recorder.expectCalls([.showSaving, .hideSaving])
    #expect(screen.form.baseline == edited)
  }
}
