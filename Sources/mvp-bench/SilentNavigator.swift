import MVPCore

/// A navigator that shows nothing, of any view.
@MainActor
final class SilentNavigator: Navigator {
  func push(_ screen: any ViewInterface, animated: Bool) {}
  func pop(animated: Bool) {}
  func present(_ screen: any ViewInterface, animated: Bool) {}
  func dismiss(animated: Bool) {}
}
