import MVPCore

/// One shown route in an ``AppSnapshot``: the route and the state of each screen its module
/// made, in the order they were made.
package struct SavedRoute<Route> {
  /// The route.
  package var route: Route
  /// The state of each screen (each `ScreenLifecycle`) the route's module made.
  package var screens: [SavedScreenState]

  /// Creates a saved route.
  ///
  /// - Parameters:
  ///   - route: The route.
  ///   - screens: Its screens' states, in the order they were made.
  package init(route: Route, screens: [SavedScreenState]) {
    self.route = route
    self.screens = screens
  }
}

extension SavedRoute: Encodable where Route: Encodable {}
extension SavedRoute: Decodable where Route: Decodable {}
extension SavedRoute: Equatable where Route: Equatable {}
extension SavedRoute: Sendable where Route: Sendable {}
