import MVPRestoration

/// The platform's navigation controller, faked: it holds the screens it shows strongly, records
/// what it was asked (by screen name), and changes its stack on its own when a test says (a
/// swipe back, a sheet pulled down).
@MainActor
final class FakePlatform: StackNavigator {
  enum Call: Equatable {
    case push(String)
    case pop
    case present(String)
    case dismiss
    case setStack([String])
  }

  private(set) var calls: [Call] = []
  private(set) var stackedScreens: [ItemScreen] = []
  private(set) var presentedScreen: ItemScreen?

  /// The names of the screens shown, bottom first, the presented one last after `^`.
  var shown: [String] {
    stackedScreens.map(\.name) + (presentedScreen.map { ["^" + $0.name] } ?? [])
  }

  func push(_ screen: ItemScreen, animated: Bool) {
    calls.append(.push(screen.name))
    stackedScreens.append(screen)
  }

  func pop(animated: Bool) {
    calls.append(.pop)
    guard stackedScreens.count > 1 else { return }
    stackedScreens.removeLast()
  }

  func present(_ screen: ItemScreen, animated: Bool) {
    calls.append(.present(screen.name))
    presentedScreen = screen
  }

  func dismiss(animated: Bool) {
    calls.append(.dismiss)
    presentedScreen = nil
  }

  func setStack(_ screens: [ItemScreen], animated: Bool) {
    calls.append(.setStack(screens.map(\.name)))
    stackedScreens = screens
  }

  /// The user swipes back: the platform pops without asking anyone.
  func swipeBack() {
    guard stackedScreens.count > 1 else { return }
    stackedScreens.removeLast()
  }

  /// The user pulls the sheet down: the platform dismisses without asking anyone.
  func pullDownSheet() {
    presentedScreen = nil
  }

  /// Forgets the calls recorded so far.
  func clearCalls() { calls.removeAll() }
}
