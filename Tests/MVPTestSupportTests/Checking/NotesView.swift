import MVPCore

/// The view of a notes screen, a presenter that is not MVPKit's: progress, the notes, an error
/// with retry, and messages.
@MainActor
protocol NotesView: LoadingViewInterface, ErrorViewInterface, MessageViewInterface {
  func showNotes(_ notes: [String])
}
