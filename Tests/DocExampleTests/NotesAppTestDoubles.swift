import MVPCore
import MVPRestoration
import MVPTestSupport

// The notes app's tests' side (the article "Restoring an app"): a navigation stack whose
// screens are plain objects, and mock views as the app's screens.

/// The platform of the app's tests: a navigation stack of plain objects.
@MainActor
final class FakeNavigationStack: StackNavigator {
  private(set) var stackedScreens: [AnyObject] = []
  private(set) var presentedScreen: AnyObject?

  func setStack(_ screens: [AnyObject], animated: Bool) { stackedScreens = screens }
  func push(_ screen: AnyObject, animated: Bool) { stackedScreens.append(screen) }
  func pop(animated: Bool) { if stackedScreens.count > 1 { stackedScreens.removeLast() } }
  func present(_ screen: AnyObject, animated: Bool) { presentedScreen = screen }
  func dismiss(animated: Bool) { presentedScreen = nil }
}

/// The app's screens in tests: mock views, each holding its presenter as a real view does.
struct MockNotesScreens: NotesScreens {
  func notesList(router: any NotesListRouting) -> AnyObject {
    NotesListModule.build(router: router) { MockNotesListView(presenter: $0) }.view
  }
  func note(id: Int, router: any NoteRouting) -> AnyObject {
    NoteModule.build(noteID: id, router: router) { MockNoteView(presenter: $0) }.view
  }
}

/// The notes list's view of the tests.
final class MockNotesListView: NotesListView {
  let presenter: NotesListPresenter

  init(presenter: NotesListPresenter) { self.presenter = presenter }
}

/// A note editor's view of the tests: it records what it is told.
final class MockNoteView: NoteView, CallRecording {
  enum Call: Equatable {
    case showDraft(Note)
    case showFieldErrors([NoteField: String])
    case showSaving, hideSaving, showLoading, hideLoading
    case showSaveError(String)
    case showError(String)
  }
  let recorder = CallRecorder<Call>()
  let presenter: NotePresenter

  init(presenter: NotePresenter) { self.presenter = presenter }

  func showDraft(_ draft: Note) { record(.showDraft(draft)) }
  func showFieldErrors(_ errors: [NoteField: String]) { record(.showFieldErrors(errors)) }
  func showSaving() { record(.showSaving) }
  func hideSaving() { record(.hideSaving) }
  func showSaveError(_ message: String) { record(.showSaveError(message)) }
  func showLoading() { record(.showLoading) }
  func hideLoading() { record(.hideLoading) }
  func showError(message: String, canRetry: Bool) { record(.showError(message)) }
}
