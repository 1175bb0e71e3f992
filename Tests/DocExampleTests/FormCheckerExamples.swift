import MVPCore
import MVPTestSupport

// The checker article's typing intent, on a small profile editor built on ScreenLifecycle.Form.
// The article quotes this file; DocExamplesAreCompiledTests checks that it does.

/// The fields a profile editor edits.
struct ProfileDraft: Equatable, Sendable {
  var name: String
  var email: String
}

/// The fields of ``ProfileDraft``, which field errors are keyed by.
enum ProfileField: Hashable {
  case name
  case email
}

/// The view of ``ProfileEditorPresenter``: a form of a ``ProfileDraft``.
@MainActor
protocol ProfileEditorView: FormViewInterface where Value == ProfileDraft, Field == ProfileField {}

/// A screen that edits a profile it is given, through its `editor` form.
@MainActor
final class ProfileEditorPresenter: ScreenPresenter {
  let screen = ScreenLifecycle<any ProfileEditorView>()
  let editor: ScreenLifecycle<any ProfileEditorView>.Form<ProfileDraft, ProfileField>

  init(profile: ProfileDraft) {
    editor = .init(screen: screen, value: profile, view: { $0.formView })
  }

  /// Saves the draft as typed (here to nowhere); the form refuses an invalid draft.
  func save() {
    editor.save(.async { $0 }, owner: self, then: { _, _ in })
  }
}

/// The user typing a name: the view shows the draft with it, with no view call.
@MainActor
func typingAName() -> PresenterIntent<ProfileEditorPresenter> {
  PresenterIntent(
    "type name 'Ann'",
    shows: { presenter in
      guard var draft = presenter.editor.draft else { return [] }
      draft.name = "Ann"
      return [.content("editor \(draft.name) <\(draft.email)>")]
    },
    isOffered: { $0.editor.draft != nil },
    perform: { $0.editor.edit(.name) { $0.name = "Ann" } })
}

/// The user tapping save, declared twice: a write with a valid draft, a refusal (whose field
/// errors say why) with an invalid one.
@MainActor
func tappingSave() -> [PresenterIntent<ProfileEditorPresenter>] {
  [
    PresenterIntent(
      "save", role: .write,
      isOffered: { $0.editor.draft != nil && $0.editor.fieldErrors.isEmpty },
      perform: { $0.save() }),
    PresenterIntent(
      "save an invalid draft",  // refused: the field errors say why
      isOffered: { $0.editor.draft != nil && !$0.editor.fieldErrors.isEmpty },
      perform: { $0.save() }),
  ]
}
