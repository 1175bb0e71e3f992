import MVPCore

/// A navigator that shows nothing.
@MainActor
final class SilentNavigator: Navigator {
  func push(_ view: any ViewInterface, animated: Bool) {}
  func pop(animated: Bool) {}
  func present(_ view: any ViewInterface, animated: Bool) {}
  func dismiss(animated: Bool) {}
}
