/// One change of a ``RouteNavigator``'s stack, by route: what a ``MappedRouter`` turns a
/// feature's route into.
///
/// ```swift
/// NotesListRouter(navigator) { route in
///   switch route {
///   case .open(let noteID): .push(.note(id: noteID))
///   }
/// }
/// ```
public enum NavigationStep<Route> {
  /// Builds the route's module and pushes its screen.
  case push(Route)
  /// Builds the route's module and presents its screen modally.
  case present(Route)
  /// Pops the top screen.
  case pop
  /// Dismisses the presented screen.
  case dismiss
  /// Shows a whole stack by ``RouteNavigator/open(_:discardingEdits:animated:)``'s rule: the screens it shares
  /// at the bottom stay, the rest is replaced (switching tabs, a "back to the list" button).
  case open(RouteStack<Route>)
}

extension NavigationStep: Equatable where Route: Equatable {}
extension NavigationStep: Hashable where Route: Hashable {}
extension NavigationStep: Sendable where Route: Sendable {}
