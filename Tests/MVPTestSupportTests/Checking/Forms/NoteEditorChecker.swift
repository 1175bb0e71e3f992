import MVPCore
import MVPTestSupport

/// The checker of ``NoteEditorPresenter``, built with `bug` or correct: the server loads
/// "loaded note" and saves what it is sent; the user types fixed texts, as the view shows them
/// without being told (`PresenterIntent(_:role:shows:isOffered:perform:)`; not with
/// `typingShown` `false`), and saves.
@MainActor
enum NoteEditorChecker {
  /// What a view shows for the draft `text`, as the typing intents and `showDraft` say.
  nonisolated static func draft(_ text: String) -> ScreenEffect {
    .content("draft \(text)")
  }

  static func make(bug: NoteEditorBug? = nil, typingShown: Bool = true) -> PresenterChecker<
    NoteEditorPresenter, MockNoteEditorView
  > {
    PresenterChecker(
      presenter: { server in
        let (loads, saves) = (AsyncStub<Void, String>(), AsyncStub<String, String>())
        server.answers(loads, name: "loads") { _ in "loaded note" }
        server.answers(saves, name: "saves") { $0 }
        return NoteEditorPresenter(loads: loads, saves: saves, bug: bug)
      },
      view: { _ in MockNoteEditorView() },
      intents: ["hello", "bye", ""].map { typing($0, shown: typingShown) } + [
        PresenterIntent("retry") { $0.form.retry() },
        PresenterIntent(
          "save", role: .write, isOffered: { $0.form.draft != nil }, perform: { $0.save() }),
      ],
      invariants: [.aFailedSaveKeepsTheDraft(of: { $0.form })])
  }

  /// The user typing `text` into the field, shown by the view itself (unless not `shown`, as an
  /// intent declared without `shows:`); offered while the form has a draft.
  static func typing(_ text: String, shown: Bool) -> PresenterIntent<NoteEditorPresenter> {
    guard shown else {
      return PresenterIntent(
        "type '\(text)'", isOffered: { $0.form.draft != nil }, perform: { $0.type(text) })
    }
    return PresenterIntent(
      "type '\(text)'", shows: { $0.form.draft == nil ? [] : [draft(text)] },
      isOffered: { $0.form.draft != nil }, perform: { $0.type(text) })
  }
}
