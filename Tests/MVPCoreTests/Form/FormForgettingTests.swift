import MVPCore
import MVPTestSupport
import Testing

/// `ScreenLifecycle.Form.reset(to: nil)`: the form forgets its value without telling the view.
@MainActor @Suite(.presenterTest) struct FormForgettingTests {
  let screen = ContactForm().loaded()

  @Test func resetToNilForgetsTheDraftAndItsErrorsForLaterViews() {
    screen.form.edit(.name) { $0.name = "" }
    screen.view.recorder.expectCalls([.showFieldErrors([.name: "Enter a name."])])
    screen.form.reset(to: nil)
    screen.view.recorder.expectNoCalls()
    #expect(screen.form.draft == nil)
    #expect(screen.form.visibleFieldErrors.isEmpty)
    #expect(screen.form.leaveDecision == .leave)
    screen.form.edit(.name) { $0.name = "Grace" }
    #expect(!screen.save())
    let other = MockContactFormView()
    screen.screen.attach(other)
    other.recorder.expectCalls([.hideLoading])
    screen.form.reset(to: .saved)
    other.recorder.expectCalls([.showDraft(.saved)])
  }
}
