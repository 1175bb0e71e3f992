import MVPCore
import MVPTestSupport
import Testing

/// `ScreenLifecycle.Form` loading: progress, error and retry as `ResourceLoader`'s, and the
/// current draft (not the loaded value) replayed to a view that attaches.
@MainActor @Suite(.presenterTest) struct FormLoadingTests {
  let screen = ContactForm()

  @Test func viewDidLoadShowsProgressThenTheDraftOnce() {
    let form = screen.form
    screen.screen.attach(screen.view)
    screen.screen.handle(.viewDidLoad)
    #expect(form.isLoading)
    form.load()
    #expect(screen.server.requests.count == 1)
    screen.server.succeed(with: .saved)
    screen.view.recorder.expectCalls([.showLoading, .hideLoading, .showDraft(.saved)])
    #expect(form.draft == .saved)
    #expect(form.baseline == .saved)
    #expect(!form.isDirty)
    form.load()
    form.retry()
    #expect(screen.server.requests.count == 1)
  }

  @Test func aFailureIsTheErrorStateAndRetryLoadsAgain() {
    screen.screen.attach(screen.view)
    screen.screen.handle(.viewDidLoad)
    screen.server.fail(with: ServiceError.offline)
    screen.view.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showError(message: ServiceError.offline.userMessage, canRetry: true),
    ])
    #expect(screen.form.error == .offline)
    #expect(screen.form.draft == nil)
    screen.screen.retry()
    screen.view.recorder.expectCalls([.showLoading])
    #expect(screen.form.error == nil)
    screen.server.succeed(with: .saved)
    screen.view.recorder.expectCalls([.hideLoading, .showDraft(.saved)])
  }

  @Test func aDetachInterruptsTheLoadAndTheNextAttachResumesIt() {
    let other = MockContactFormView()
    screen.screen.attach(screen.view)
    screen.screen.handle(.viewDidLoad)
    screen.screen.detach(screen.view)
    #expect(screen.server.cancelledRequests.count == 1)
    #expect(screen.form.isLoading)
    screen.screen.attach(other)
    #expect(screen.server.requests.count == 2)
    other.recorder.expectCalls([.showLoading])
    // The interrupted request's late answer is ignored.
    screen.server.succeed(with: Contact(name: "stale", email: "stale@example.com"), at: 0)
    other.recorder.expectNoCalls()
    screen.server.succeed(with: .saved)
    other.recorder.expectCalls([.hideLoading, .showDraft(.saved)])
    screen.view.recorder.expectCalls([.showLoading])
  }

  @Test func aReattachedViewIsShownTheCurrentDraftAndTheFieldErrorsShown() {
    let screen = self.screen.loaded()
    screen.form.edit(.name) { $0.name = "" }
    screen.form.edit(.email) { $0.email = "ada@work.example" }
    screen.view.recorder.expectCalls([.showFieldErrors([.name: "Enter a name."])])
    screen.screen.detach(screen.view)
    let other = MockContactFormView()
    screen.screen.attach(other)
    other.recorder.expectCalls([
      .hideLoading, .showDraft(Contact(name: "", email: "ada@work.example")),
      .showFieldErrors([.name: "Enter a name."]),
    ])
    screen.screen.detach(other)
    screen.screen.attach(screen.view)
    screen.view.recorder.expectCalls([
      .hideLoading, .showDraft(Contact(name: "", email: "ada@work.example")),
      .showFieldErrors([.name: "Enter a name."]),
    ])
  }

  @Test func aFormMadeWithAValueShowsItAndLoadsNothing() {
    let screen = ContactForm(value: .saved)
    screen.screen.attach(screen.view)
    screen.screen.handle(.viewDidLoad)
    screen.view.recorder.expectCalls([.showDraft(.saved)])
    #expect(!screen.form.isLoading)
    #expect(screen.form.baseline == .saved)
    #expect(!screen.form.isDirty)
  }

  @Test func resetStartsOverFromAValueAndSupersedesTheLoad() {
    screen.screen.attach(screen.view)
    screen.screen.handle(.viewDidLoad)
    let other = Contact(name: "Grace", email: "grace@example.com")
    screen.form.reset(to: other)
    screen.view.recorder.expectCalls([.showLoading, .hideLoading, .showDraft(other)])
    #expect(screen.server.cancelledRequests.count == 1)
    #expect(screen.form.baseline == other)
    #expect(!screen.form.isLoading)
  }
}
