import MVPCore
import MVPTestSupport
import Testing

/// Whether a screen holds edits the user would lose if it went away now: what a deep link asks
/// before it replaces a screen (`MVPRestoration`'s `RouteNavigator.open`).
@MainActor @Suite(.presenterTest) struct UnsavedEditsTests {
  @Test func aFormHoldsUnsavedEditsWhileItsDraftDiffersOrItsSaveRuns() {
    let contact = ContactForm(value: .saved)
    contact.screen.attach(contact.view)
    #expect(!contact.form.hasUnsavedEdits)
    #expect(!contact.screen.hasUnsavedEdits)
    contact.form.edit(.name) { $0.name = "Ada Lovelace" }
    #expect(contact.form.hasUnsavedEdits)
    #expect(contact.screen.hasUnsavedEdits)
    contact.save()
    #expect(contact.form.hasUnsavedEdits, "a save runs: its failure would be told to no one")
    contact.saves.succeed(with: Contact(name: "Ada Lovelace", email: Contact.saved.email))
    #expect(!contact.form.hasUnsavedEdits)
    #expect(!contact.screen.hasUnsavedEdits)
    contact.view.recorder.expectCalls([.showDraft(.saved), .showSaving, .hideSaving])
    contact.routed.expectCalls([Contact(name: "Ada Lovelace", email: Contact.saved.email)])
  }

  @Test func aScopeHoldsUnsavedEditsWhileOneOfItsScreensDoes() {
    let scope = RestorationScope()
    let (plain, contact) = scope.build {
      (ScreenLifecycle<any ContactFormView>(), ContactForm(value: .saved))
    }
    #expect(!scope.hasUnsavedEdits)
    contact.form.edit(.email) { $0.email = "ada@example.org" }
    #expect(scope.hasUnsavedEdits)
    contact.form.discard()
    #expect(!scope.hasUnsavedEdits)
    withExtendedLifetime(plain) {}
  }
}
