/// The root screens a session keeps alive while another is shown, as an app keeps its tabs: the
/// last one built for each root route.
@MainActor
final class KeptRootScreens {
  private var screens: [DemoRoute: any TerminalScreen] = [:]

  /// Keeps `screen` as the root screen of `route`, in place of the one kept before.
  ///
  /// - Parameters:
  ///   - screen: The screen just built.
  ///   - route: Its route, a root one (``DemoRoute/isRoot``).
  func keep(_ screen: any TerminalScreen, for route: DemoRoute) {
    screens[route] = screen
  }

  /// The root screen kept for `route`, or `nil`.
  ///
  /// - Parameter route: A root route.
  func screen(for route: DemoRoute) -> (any TerminalScreen)? {
    screens[route]
  }

  /// Every root screen kept, in no particular order.
  var all: [any TerminalScreen] {
    Array(screens.values)
  }
}
