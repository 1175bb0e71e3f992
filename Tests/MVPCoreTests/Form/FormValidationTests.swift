import MVPCore
import MVPTestSupport
import Testing

/// `ScreenLifecycle.Form` validation: rules per field, the error policy, and field errors sent
/// only when the errors shown change.
@MainActor @Suite(.presenterTest) struct FormValidationTests {
  @Test func afterEditShowsAFieldsErrorOnceThatFieldWasEdited() {
    let screen = ContactForm().loaded(Contact(name: "", email: "nobody"))
    #expect(
      screen.form.fieldErrors == [.name: "Enter a name.", .email: "Enter an e-mail address."])
    #expect(screen.form.visibleFieldErrors.isEmpty)
    screen.form.edit(.email) { $0.email = "still nobody" }
    screen.view.recorder.expectCalls([.showFieldErrors([.email: "Enter an e-mail address."])])
    screen.form.edit(.email) { $0.email = "nobody, again" }
    screen.view.recorder.expectNoCalls()
    screen.form.edit(.email) { $0.email = "ada@example.com" }
    screen.view.recorder.expectCalls([.showFieldErrors([:])])
    screen.form.edit(.name) { $0.name = "Ada" }
    screen.view.recorder.expectNoCalls()
    #expect(screen.form.fieldErrors.isEmpty)
  }

  @Test func afterSaveAttemptShowsNothingUntilASaveThenStaysUpToDate() {
    let screen = ContactForm(errorPolicy: .afterSaveAttempt).loaded()
    screen.form.edit(.name) { $0.name = "" }
    screen.form.edit(.email) { $0.email = "nobody" }
    screen.view.recorder.expectNoCalls()
    #expect(!screen.save())
    screen.view.recorder.expectCalls([
      .showFieldErrors([.name: "Enter a name.", .email: "Enter an e-mail address."])
    ])
    screen.form.edit(.name) { $0.name = "Ada" }
    screen.view.recorder.expectCalls([.showFieldErrors([.email: "Enter an e-mail address."])])
    #expect(screen.saves.requests.isEmpty)
  }

  @Test func theFirstFailingRuleOfAFieldIsItsError() {
    typealias Form = ContactForm.Form
    let screen = ScreenLifecycle<any ContactFormView>(dispatcher: .immediate)
    let form = Form(
      screen: screen, value: Contact(name: "", email: ""), view: { $0.formView },
      rules: [
        Form.Rule(.name, "Enter a name.") { !$0.name.isEmpty },
        Form.Rule(.name, "Use at most 3 letters.") { $0.name.count <= 3 },
      ])
    let view = MockContactFormView()
    screen.attach(view)
    view.recorder.expectCalls([.showDraft(Contact(name: "", email: ""))])
    form.edit(.name) { $0.name = "" }
    view.recorder.expectCalls([.showFieldErrors([.name: "Enter a name."])])
    form.edit(.name) { $0.name = "Grace" }
    view.recorder.expectCalls([.showFieldErrors([.name: "Use at most 3 letters."])])
  }
}
