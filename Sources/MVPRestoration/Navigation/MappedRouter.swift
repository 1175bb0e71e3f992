import MVPCore

/// A feature's router that turns the feature's routes into ``NavigationStep``s of a
/// ``RouteNavigator``: how a feature navigates by the app's routes without knowing them, without
/// casts and without a change to its presenter.
///
/// Made by ``RouteNavigator/router(for:_:)``. It becomes a feature's router protocol with one line
/// in the app, as `RecordingRouter` does in tests:
///
/// ```swift
/// extension MappedRouter: GoodsListRouting where Route == GoodsListRoute {}
/// ```
///
/// Ownership: the presenter holds it strongly; it holds its navigator weakly (navigating after
/// the navigator is gone does nothing), and the mapping closure, which must not capture a
/// screen or a presenter strongly.
@MainActor
public final class MappedRouter<Route>: RouterInterface {
  private let perform: @MainActor (Route) -> Void

  /// Creates a router that hands each route to `perform`.
  ///
  /// - Parameter perform: Carries out one route; holds the navigator weakly.
  init(perform: @escaping @MainActor (Route) -> Void) {
    self.perform = perform
  }

  /// Navigates: maps `route` to its step and has the navigator take it; nothing when the
  /// navigator is gone.
  ///
  /// - Parameter route: The destination the presenter chose.
  public func navigate(to route: Route) {
    perform(route)
  }
}
