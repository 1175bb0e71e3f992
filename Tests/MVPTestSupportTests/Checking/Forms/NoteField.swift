/// The one field of ``NoteEditorPresenter``'s form.
enum NoteField: Hashable, Sendable {
  case text
}
