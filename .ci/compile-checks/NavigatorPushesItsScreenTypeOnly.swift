// expect: error: cannot convert value of type 'NotesView' to expected argument type 'PlatformScreen'
// Issue 27, item 6: a navigator took any view and cast it to its platform's type at run time.
// It is typed by what it shows now: pushing a view of another kind does not compile.
import MVPCore

@MainActor class PlatformScreen {}
@MainActor final class NotesScreen: PlatformScreen, ViewInterface {}
@MainActor final class NotesView: ViewInterface {}  // a view, but not a platform screen

@MainActor final class StackNavigator: Navigator {
  func push(_ screen: PlatformScreen, animated: Bool) {}
  func pop(animated: Bool) {}
  func present(_ screen: PlatformScreen, animated: Bool) {}
  func dismiss(animated: Bool) {}
}

@MainActor func openNotes(on navigator: any Navigator<PlatformScreen>) {
  navigator.push(NotesView(), animated: true)
}
