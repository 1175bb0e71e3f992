import MVPCore
import MVPTestSupport

/// A hand-written form screen: loads a note into a `ScreenLifecycle.Form`, takes the user's
/// typing and saves it; with `bug`, a bug the checker must find.
@MainActor
final class NoteEditorPresenter: ScreenPresenter {
  let screen = ScreenLifecycle<any NoteEditorView>()
  let form: ScreenLifecycle<any NoteEditorView>.Form<String, NoteField>
  private let saves: AsyncStub<String, String>
  private let bug: NoteEditorBug?

  init(loads: AsyncStub<Void, String>, saves: AsyncStub<String, String>, bug: NoteEditorBug?) {
    self.saves = saves
    self.bug = bug
    form = .init(
      screen: screen, key: "note", load: .async { try await loads.call(()) },
      view: { $0.formView })
  }

  /// The user typed: the text field now holds `text`.
  func type(_ text: String) {
    form.edit(.text) { $0 = text }
    guard bug == .replaysTheLoadedNote, let loaded = form.baseline else { return }
    // The bug: the kept draft is replaced by the loaded note, unsent.
    screen.binding.keepState("note.draft") { $0.showDraft(loaded) }
  }

  /// Saves the draft.
  func save() {
    let resets = bug == .failedSaveResetsTheDraft
    form.save(
      .async { [saves] text in try await saves.call(text) }, owner: self,
      failureMessage: { [weak self] error in
        // The bug: the edits go back to the baseline when the save fails.
        if resets { self?.form.discard() }
        return "Couldn't save: \(error.userMessage)"
      },
      then: { _, _ in })
  }
}
