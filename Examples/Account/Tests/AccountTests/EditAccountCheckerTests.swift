import Account
import MVPCore
import MVPTestSupport
import Testing

/// The "Edit account" presenter under seeded random view, user and server events:
/// MVPTestSupport's `PresenterChecker` with the mock view of the presenter tests, what each of
/// its calls means, and what the user does: type, save, retry.
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
      // Typing is the user's: the view shows the draft with it before the presenter hears of
      // it (`form.edit` sends the view nothing). Save is offered as the view's button is enabled:
      // with a form on screen whose fields pass their rules (the errors already show otherwise).
      intents: [
        .retry,
        Self.typing("name", "Grace Hopper") { $0.name = $1 },
        Self.typing("name", "") { $0.name = $1 },
        Self.typing("e-mail", "grace@example.com") { $0.email = $1 },
        Self.typing("e-mail", "grace") { $0.email = $1 },
        PresenterIntent(
          "save", role: .write,
          isOffered: { $0.form.draft != nil && $0.form.fieldErrors.isEmpty },
          perform: { $0.save() }),
      ],
      invariants: [.aFailedSaveKeepsTheDraft(of: { $0.form })]
    ).run()  // records a failure itself: seed, steps, reduced steps
    #expect(report.sequencesRun == 100)
    #expect(report.sequencesLeftWhileWriting > 0)  // saves ran, and some outlived their screen
  }

  /// The user typing `text` into `field`: the screen shows the draft with it at once.
  static func typing(
    _ field: String, _ text: String, _ change: @escaping (inout Account, String) -> Void
  ) -> PresenterIntent<EditAccountPresenter> {
    PresenterIntent(
      "type \(field) '\(text)'",
      shows: { presenter in
        guard var draft = presenter.form.draft else { return [] }
        change(&draft, text)
        return [.content(draft.description)]
      },
      isOffered: { $0.form.draft != nil },
      perform: { presenter in
        field == "name" ? presenter.editName(text) : presenter.editEmail(text)
      })
  }
}
