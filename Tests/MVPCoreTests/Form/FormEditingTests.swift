import MVPCore
import MVPTestSupport
import Testing

/// `ScreenLifecycle.Form` edits: intents that change the kit's draft without echoing it to the
/// view that typed it, while a later view gets it.
@MainActor @Suite(.presenterTest) struct FormEditingTests {
  let screen = ContactForm().loaded()

  @Test func anEditChangesTheDraftWithoutEchoingItToTheView() {
    screen.form.edit(.name) { $0.name = "Ada L." }
    screen.form.edit(.name) { $0.name = "Ada Lovelace" }
    screen.view.recorder.expectNoCalls()
    #expect(screen.form.draft == Contact(name: "Ada Lovelace", email: "ada@example.com"))
    #expect(screen.form.isDirty)
  }

  @Test func aViewAttachedAfterAnEditIsShownTheEditedDraft() {
    screen.form.edit(.name) { $0.name = "Ada Lovelace" }
    let other = MockContactFormView()
    screen.screen.attach(other)
    other.recorder.expectCalls([
      .hideLoading, .showDraft(Contact(name: "Ada Lovelace", email: "ada@example.com")),
    ])
    screen.form.edit(.email) { $0.email = "ada@lovelace.example" }
    other.recorder.expectNoCalls()
    screen.view.recorder.expectNoCalls()
  }

  @Test func theFirstEditOfAFormMadeWithAValueIsNotEchoedEither() {
    let screen = ContactForm(value: .saved)
    screen.screen.attach(screen.view)
    screen.view.recorder.expectCalls([.showDraft(.saved)])
    screen.form.edit(.name) { $0.name = "Grace" }
    screen.view.recorder.expectNoCalls()
  }

  @Test func anEditBeforeThereIsADraftIsIgnored() {
    let screen = ContactForm()
    screen.screen.attach(screen.view)
    screen.form.edit(.name) { $0.name = "Grace" }
    screen.view.recorder.expectNoCalls()
    #expect(screen.form.draft == nil)
    #expect(screen.form.visibleFieldErrors.isEmpty)
  }
}
