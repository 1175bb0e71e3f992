/// A router: turns a typed route chosen by a presenter into navigation.
///
/// Each feature declares its routes as an enum and a router protocol that fixes ``Route``, for
/// example `protocol UserListRouting: RouterInterface where Route == UserListRoute {}`; the
/// presenter holds `any UserListRouting` strongly. Concrete routers hold their navigation context
/// (a ``Navigator``) weakly, which keeps the ownership graph acyclic:
/// view → presenter → router ⇢ navigator (weak) ⇢ view.
@MainActor
public protocol RouterInterface<Route>: AnyObject {
  /// The feature's destinations, usually an `enum` with associated identifiers.
  associatedtype Route

  /// Navigates to `route`. Does nothing when the navigation context is gone.
  ///
  /// - Parameter route: The destination the presenter chose.
  func navigate(to route: Route)
}
