import MVPTestSupport

/// The checker of ``NotesPresenter``, built with `bug` or correct: what a user writes to check a
/// presenter of their own (the presenter, the view, what each call means, the intents).
@MainActor
enum NotesChecker {
  static func make(bug: NotesBug? = nil) -> PresenterChecker<NotesPresenter, MockNotesView> {
    PresenterChecker(
      presenter: { server in
        let service = NotesService()
        server.answers(service.notes) { _ in ["Buy milk", "Call Ada"] }
        server.answers(service.save)
        return NotesPresenter(service: service, bug: bug)
      },
      view: { MockNotesView(presenter: $0) },
      effects: MockNotesView.effect(of:),
      intents: [PresenterIntent("save") { $0.save() }, PresenterIntent("retry") { $0.retry() }]
    )
  }
}
