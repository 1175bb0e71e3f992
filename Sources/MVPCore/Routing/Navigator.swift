/// A platform-agnostic navigation context: shows and removes built modules.
///
/// A UIKit `UINavigationController` wrapper, a SwiftUI navigation host or a terminal screen stack
/// can implement it; routers depend only on this protocol. Routers hold their navigator weakly, so
/// a navigator that is gone turns navigation into a no-op rather than a crash.
@MainActor
public protocol Navigator: AnyObject {
  /// Pushes a module's view onto the current navigation stack.
  ///
  /// - Parameters:
  ///   - view: The root view of a built module (see ``Module``).
  ///   - animated: Whether to animate, where the platform animates.
  func push(_ view: any ViewInterface, animated: Bool)

  /// Pops the top view of the current navigation stack.
  ///
  /// - Parameter animated: Whether to animate, where the platform animates.
  func pop(animated: Bool)

  /// Presents a module's view modally over the current one.
  ///
  /// - Parameters:
  ///   - view: The root view of a built module.
  ///   - animated: Whether to animate, where the platform animates.
  func present(_ view: any ViewInterface, animated: Bool)

  /// Dismisses the modally presented view.
  ///
  /// - Parameter animated: Whether to animate, where the platform animates.
  func dismiss(animated: Bool)
}
