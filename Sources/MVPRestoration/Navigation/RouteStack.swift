/// A screen stack as a value: the routes of the pushed screens, bottom first, and the route of
/// the screen presented over them, if any.
///
/// `Route` is the app's own route enum (`Codable` and `Equatable` for a ``RouteNavigator``). A
/// stack is what ``RouteNavigator/stack`` reports, what ``RouteNavigator/open(_:discardingEdits:animated:)``
/// shows and what ``DeepLinkPatterns/stack(for:)`` parses a link to; written as an array literal,
/// it pushes its routes and presents nothing:
///
/// ```swift
/// let link: RouteStack<ShopRoute> = [.goods, .goodsDetail(productID: 12)]
/// ```
public struct RouteStack<Route> {
  /// The routes of the pushed screens, bottom (the root) first.
  public var routes: [Route]

  /// The route of the screen presented modally over the pushed ones; `nil` for none.
  public var presented: Route?

  /// Creates a stack.
  ///
  /// - Parameters:
  ///   - routes: The pushed screens' routes, bottom first; empty by default.
  ///   - presented: The presented screen's route; `nil` (the default) for none.
  public init(_ routes: [Route] = [], presented: Route? = nil) {
    self.routes = routes
    self.presented = presented
  }

  /// Whether the stack shows nothing: no route pushed and none presented.
  public var isEmpty: Bool {
    routes.isEmpty && presented == nil
  }

  /// The route of the screen the user sees: the presented one, else the top of the pushed ones;
  /// `nil` for an empty stack.
  public var top: Route? {
    presented ?? routes.last
  }
}

extension RouteStack: ExpressibleByArrayLiteral {
  /// Creates a stack that pushes `routes`, bottom first, and presents nothing.
  ///
  /// - Parameter routes: The pushed screens' routes, bottom first.
  public init(arrayLiteral routes: Route...) {
    self.init(routes)
  }
}

extension RouteStack: Equatable where Route: Equatable {}
extension RouteStack: Hashable where Route: Hashable {}
extension RouteStack: Sendable where Route: Sendable {}
extension RouteStack: Encodable where Route: Encodable {}
extension RouteStack: Decodable where Route: Decodable {}
