import Account
import MVPCore
import MVPTestSupport
import Testing

/// The "Edit account" presenter under seeded random view, user and server events:
/// MVPTestSupport's `PresenterChecker` with the mock view of the presenter tests, what each of
/// its calls means, and the user's save and retry.
@MainActor @Suite struct EditAccountCheckerTests {
  @Test func theFormKeepsEveryInvariantUnderRandomEvents() async {
    let report = await PresenterChecker(
      presenter: { server in
        let service = StubAccountService()  // fresh stubs for each sequence
        server.answers(service.loads) { _ in .ada }
        server.answers(service.saves) { $0 }  // the server saves what was sent, or fails
        return EditAccountPresenter(
          service: service, router: RecordingRouter<EditAccountRoute>())
      },
      view: { _ in MockEditAccountView() },
      effects: { call in
        switch call {
        case .showLoading: .showLoading
        case .hideLoading: .hideLoading
        case .showError(_, let canRetry): .error(canRetry: canRetry)
        case .showDraft(let account): .content(account.description)
        case .showFieldErrors: .other
        case .showSaving: .showProgress("saving")
        case .hideSaving: .hideProgress("saving")
        case .showSaveError(let message): .message(message)
        }
      },
      // Save and retry only. The checker does not model typing yet: an edit changes the draft
      // without a view call (the view shows what the user typed), so a fresh view shown the
      // edited draft breaks "replay agrees with history". Save is left a read intent: as a write
      // intent, a tap while the account loads (no draft yet, no save button in a real view)
      // starts nothing and says nothing, which breaks "every write reaches the service". The
      // save itself still runs as a write (WorkRole.write): "no write cancelled" holds it.
      intents: [.retry, PresenterIntent("save") { $0.save() }]
    ).run()  // records a failure itself: seed, steps, reduced steps
    #expect(report.sequencesRun == 100)
  }
}
