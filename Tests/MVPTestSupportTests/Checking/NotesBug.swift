/// A bug that ``NotesPresenter`` can be built with, one per invariant of the checker.
enum NotesBug: CaseIterable, Sendable {
  /// The load never hides its progress.
  case progressNeverHidden
  /// A detach cancels every piece of work, the save included.
  case writeCancelledAtDetach
  /// "Saved" is shown even while the view is hidden.
  case messageWhileHidden
  /// A view attached later is not shown the notes.
  case replayMissesNotes
  /// The presenter holds its view strongly (the view holds the presenter).
  case retainCycle
  /// The save's message goes to the first view ever attached.
  case callsTheFirstView
  /// The load is cancelled at detach and its cancellation is shown as an error.
  case showsItsOwnCancellation
}
