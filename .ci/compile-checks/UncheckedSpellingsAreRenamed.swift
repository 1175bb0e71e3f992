// expect: error: 'showMessage' has been renamed to 'showMessage(_:on:)'
// The unchecked spellings this round removed give a fix-it: showMessage(_:) (and likewise the
// list loaders without view:, ResourceRendering, EmptyViewInterface).
import MVPCore

@MainActor protocol NotesView: MessageViewInterface {}

@MainActor func confirm(screen: ScreenLifecycle<any NotesView>) {
  screen.showMessage("Saved.")
}
