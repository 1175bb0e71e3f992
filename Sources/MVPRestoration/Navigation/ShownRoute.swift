import MVPCore

/// A screen a ``RouteNavigator`` built: its route, the screen (held weakly, as the platform holds
/// it) and the restoration scope its module was built in (which holds the module's screens
/// weakly), to save their state.
@MainActor
final class ShownRoute<Route> {
  /// The route the screen was built for.
  let route: Route
  /// The screen, as an object to compare by identity; `nil` once the platform released it.
  weak var screen: AnyObject?
  /// The scope the route's module was built in.
  let scope: RestorationScope
  /// How many of the scope's problems were already logged.
  var loggedProblems = 0

  init(route: Route, screen: AnyObject, scope: RestorationScope) {
    self.route = route
    self.screen = screen
    self.scope = scope
  }

  /// The scope's problems not logged yet, each prefixed with the route; marks them logged.
  func takeProblems() -> [String] {
    let new = scope.problems.dropFirst(loggedProblems)
    loggedProblems = scope.problems.count
    return new.map { "\(route): \($0)" }
  }
}

/// What the platform shows now, matched by identity to the screens a ``RouteNavigator`` built.
@MainActor
struct ShownRoutes<Route> {
  /// The pushed screens built by route, bottom first, up to the first that was not.
  var routes: [ShownRoute<Route>] = []
  /// The presented screen, when it was built by route and every pushed screen was too.
  var presented: ShownRoute<Route>?
  /// How many screens the platform pushes (built by route or not).
  var stackedCount = 0
  /// Whether the platform presents a screen (built by route or not).
  var hasPresented = false
  /// The first screen shown that was not built by route, described for the log (its position
  /// and type); `nil` when every screen was.
  var notBuiltByRoute: String?
}
