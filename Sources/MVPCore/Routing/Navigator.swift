/// A platform-agnostic navigation context: shows and removes built modules, typed by what it
/// shows.
///
/// ``Screen`` is the platform's view type: `UIViewController` for a `UINavigationController`
/// wrapper, a SwiftUI host's screen value, a terminal screen. A router that pushes holds an
/// `any Navigator<UIViewController>` (or is generic over the screen type), so pushing a view of
/// another kind is a compile error, and no navigator casts what it is given. A router that only
/// pops or dismisses holds an `any Navigator`, of any screen type.
///
/// Routers hold their navigator weakly, so a navigator that is gone turns navigation into a
/// no-op rather than a crash (see <doc:Ownership>).
@MainActor
public protocol Navigator<Screen>: AnyObject {
  /// What the navigator shows, for example `UIViewController`.
  associatedtype Screen

  /// Pushes a module's screen onto the current navigation stack.
  ///
  /// - Parameters:
  ///   - screen: The root view of a built module (see ``Module``), as the platform shows it.
  ///   - animated: Whether to animate, where the platform animates.
  func push(_ screen: Screen, animated: Bool)

  /// Pops the top screen of the current navigation stack.
  ///
  /// - Parameter animated: Whether to animate, where the platform animates.
  func pop(animated: Bool)

  /// Presents a module's screen modally over the current one.
  ///
  /// - Parameters:
  ///   - screen: The root view of a built module, as the platform shows it.
  ///   - animated: Whether to animate, where the platform animates.
  func present(_ screen: Screen, animated: Bool)

  /// Dismisses the modally presented screen.
  ///
  /// - Parameter animated: Whether to animate, where the platform animates.
  func dismiss(animated: Bool)
}
