import MVPCore
import MVPTestSupport
import Testing

/// `ScreenLifecycle.Form` dirty tracking, the decision on leave, and discarding the edits.
@MainActor @Suite(.presenterTest) struct FormLeaveTests {
  let screen = ContactForm().loaded()

  @Test func theDraftIsDirtyWhileItDiffersFromTheLoadedValue() {
    #expect(screen.form.leaveDecision == .leave)
    screen.form.edit(.name) { $0.name = "Grace" }
    #expect(screen.form.isDirty)
    #expect(screen.form.leaveDecision == .confirmDiscard)
    screen.form.edit(.name) { $0.name = "Ada" }
    #expect(!screen.form.isDirty)
    #expect(screen.form.leaveDecision == .leave)
    screen.view.recorder.expectNoCalls()
  }

  @Test func discardShowsTheLoadedValueAndHidesTheErrors() {
    screen.form.edit(.name) { $0.name = "" }
    screen.view.recorder.expectCalls([.showFieldErrors([.name: "Enter a name."])])
    screen.form.discard()
    screen.view.recorder.expectCalls([.showDraft(.saved), .showFieldErrors([:])])
    #expect(!screen.form.isDirty)
    #expect(screen.form.draft == .saved)
    screen.form.discard()
    screen.view.recorder.expectNoCalls()
  }

  @Test func aSaveRunningMeansWaitAndDiscardIsIgnored() {
    screen.form.edit(.name) { $0.name = "Grace" }
    screen.save()
    screen.view.recorder.expectCalls([.showSaving])
    #expect(screen.form.leaveDecision == .waitForSave)
    screen.form.discard()
    screen.view.recorder.expectNoCalls()
    screen.saves.succeed(with: Contact(name: "Grace", email: "ada@example.com"))
    screen.view.recorder.expectCalls([.hideSaving])
    screen.routed.expectCalls([Contact(name: "Grace", email: "ada@example.com")])
    #expect(screen.form.leaveDecision == .leave)
  }
}
