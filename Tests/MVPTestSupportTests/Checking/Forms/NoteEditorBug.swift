/// A bug planted in ``NoteEditorPresenter`` for the checker to find.
enum NoteEditorBug: CaseIterable, Sendable {
  /// A view attached after typing is shown the loaded note, not the draft.
  case replaysTheLoadedNote
  /// A failed save puts the draft back to the note last loaded or saved.
  case failedSaveResetsTheDraft
}
