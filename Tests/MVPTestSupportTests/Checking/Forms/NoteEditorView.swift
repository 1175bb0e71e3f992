import MVPCore

/// The view of a note editor: a form whose value is the note's text.
@MainActor
protocol NoteEditorView: FormViewInterface where Value == String, Field == NoteField {}
