import MVPCore
import MVPRestoration

/// The demo's `Navigator`: a stack of terminal screens with one optional modal screen
/// on top, like a navigation controller; as a `StackNavigator` it is the platform a
/// ``DemoNavigator`` builds screens by route on.
///
/// It retains the screens it shows (and, through them, their presenters) until they are popped,
/// dismissed or replaced, and sends their presenters lifecycle events: `viewDidLoad` the first
/// time a screen is shown, `viewWillAppear`/`viewDidAppear` each time it becomes the top screen,
/// `viewWillDisappear`/`viewDidDisappear` each time it stops being the top screen. Presenters
/// use these events to hold one-shot messages while their screen is covered and show them when
/// it is the top screen again. It shows ``TerminalScreen``s only (its `Screen`): pushing any
/// other view is a compile error, not a run-time problem.
@MainActor
public final class ScreenStack: StackNavigator {
  /// The pushed screens, bottom first.
  public private(set) var screens: [any TerminalScreen] = []

  /// The modally presented screen, if any.
  public private(set) var presented: (any TerminalScreen)?

  /// Navigation requests that could not be carried out since the last ``takeProblems()``.
  public private(set) var problems: [String] = []

  private var loaded: [WeakScreen] = []
  private let texts: DemoTexts
  /// Whether ``changeAtOnce(_:)`` runs: screens change without lifecycle events.
  private var isChangingAtOnce = false

  /// Creates an empty stack.
  ///
  /// - Parameter texts: The language of the ``problems``; English by default.
  public init(texts: DemoTexts = .english) {
    self.texts = texts
  }

  /// The screen the user sees: the presented one, else the top of the stack.
  public var top: (any TerminalScreen)? {
    presented ?? screens.last
  }

  /// Every screen the stack holds, bottom first, the presented one last.
  public var allScreens: [any TerminalScreen] {
    screens + (presented.map { [$0] } ?? [])
  }

  /// The pushed screens, bottom first: ``screens``.
  public var stackedScreens: [any TerminalScreen] { screens }

  /// The presented screen: ``presented``.
  public var presentedScreen: (any TerminalScreen)? { presented }

  /// Replaces the pushed screens with `screens`, bottom first. When the screen on top changes
  /// and none is presented, the old top disappears and the new one appears (loading first if
  /// it never did); the screens under it get their events when they are shown. An empty stack
  /// is ignored.
  ///
  /// - Parameters:
  ///   - screens: The new stack, bottom first.
  ///   - animated: Ignored.
  public func setStack(_ screens: [any TerminalScreen], animated: Bool) {
    guard let newTop = screens.last else { return }
    guard presented == nil, top !== newTop else {
      self.screens = screens
      return
    }
    hideTop()
    self.screens = screens
    showTop()
  }

  /// Replaces everything shown with `root`, as when switching tabs.
  ///
  /// - Parameter root: The new bottom screen; it receives `viewDidLoad` if it never did.
  public func setRoot(_ root: any TerminalScreen) {
    guard top !== root || screens.count != 1 || presented != nil else { return }
    hideTop()
    presented = nil
    screens = [root]
    showTop()
  }

  /// Pushes `screen`.
  ///
  /// - Parameters:
  ///   - screen: The root view of a built module.
  ///   - animated: Ignored.
  public func push(_ screen: any TerminalScreen, animated: Bool) {
    hideTop()
    screens.append(screen)
    showTop()
  }

  /// Pops the top of the stack; popping the last screen is refused (reported in ``problems``).
  ///
  /// - Parameter animated: Ignored.
  public func pop(animated: Bool) {
    guard screens.count > 1 else {
      problems.append(texts.noPreviousScreen)
      return
    }
    hideTop()
    screens.removeLast()
    showTop()
  }

  /// Presents `screen` over the stack, replacing any screen already presented.
  ///
  /// - Parameters:
  ///   - screen: The root view of a built module.
  ///   - animated: Ignored.
  public func present(_ screen: any TerminalScreen, animated: Bool) {
    hideTop()
    presented = screen
    showTop()
  }

  /// Dismisses the presented screen, if any.
  ///
  /// - Parameter animated: Ignored.
  public func dismiss(animated: Bool) {
    guard presented != nil else { return }
    hideTop()
    presented = nil
    showTop()
  }

  /// Makes the changes of `body` as one: no screen gets lifecycle events while it runs; then, if
  /// the screen on top changed, the old one disappears and the new one appears (loading first if
  /// it never did). The demo starts so: a restored stack and a link opened over it show only the
  /// screen that ends on top, and a screen the link replaces never loads.
  ///
  /// - Parameter body: Changes the stack (through this stack or a navigator over it).
  public func changeAtOnce(_ body: () -> Void) {
    let before = top
    isChangingAtOnce = true
    body()
    isChangingAtOnce = false
    guard top !== before else { return }
    if let before, allScreens.contains(where: { $0 === before }) || isLoaded(before) {
      before.send(.viewWillDisappear)
      before.send(.viewDidDisappear)
    }
    showTop()
  }

  /// Returns and clears ``problems``.
  ///
  /// - Returns: The problems, oldest first.
  public func takeProblems() -> [String] {
    defer { problems.removeAll() }
    return problems
  }

  private func isLoaded(_ screen: any TerminalScreen) -> Bool {
    loaded.contains { $0.screen === screen }
  }

  private func hideTop() {
    guard !isChangingAtOnce, let screen = top else { return }
    screen.send(.viewWillDisappear)
    screen.send(.viewDidDisappear)
  }

  private func showTop() {
    guard !isChangingAtOnce, let screen = top else { return }
    loaded.removeAll { $0.screen == nil }
    if !loaded.contains(where: { $0.screen === screen }) {
      loaded.append(WeakScreen(screen: screen))
      screen.send(.viewDidLoad)
    }
    screen.send(.viewWillAppear)
    screen.send(.viewDidAppear)
  }
}

/// A weak reference to a screen, to remember which screens were loaded without keeping them.
@MainActor
private struct WeakScreen {
  weak var screen: (any TerminalScreen)?
}
