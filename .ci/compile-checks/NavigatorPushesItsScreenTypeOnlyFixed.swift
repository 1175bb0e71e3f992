// expect: pass
// The fixed form of NavigatorPushesItsScreenTypeOnly.swift: the view is a platform screen, pushed
// as it is; a router that only pops takes a navigator of any screen type.
import MVPCore

@MainActor class PlatformScreen {}
@MainActor final class NotesScreen: PlatformScreen, ViewInterface {}

@MainActor final class StackNavigator: Navigator {
  func push(_ screen: PlatformScreen, animated: Bool) {}
  func pop(animated: Bool) {}
  func present(_ screen: PlatformScreen, animated: Bool) {}
  func dismiss(animated: Bool) {}
}

@MainActor func openNotes(on navigator: any Navigator<PlatformScreen>) {
  navigator.push(NotesScreen(), animated: true)
}

@MainActor func goBack(on navigator: (any Navigator)?) {
  navigator?.pop(animated: true)
}

@MainActor func run() {
  let navigator = StackNavigator()
  openNotes(on: navigator)
  goBack(on: navigator)
}
