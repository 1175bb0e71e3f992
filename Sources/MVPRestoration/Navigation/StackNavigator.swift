import MVPCore

/// The platform's navigation context as a ``RouteNavigator`` drives it: a `Navigator` that also
/// tells which screens it shows now and replaces its stack in one go.
///
/// **The one thing an app writes** for navigation as data: the adapter of its navigation
/// controller reports what the platform shows, for example `viewControllers` and
/// `presentedViewController` of a `UINavigationController`. The route navigator reads these
/// whenever it reports or changes the stack, and matches them, by identity, to the screens it
/// built; so a change the platform makes on its own (a swipe back, a Back button, a sheet pulled
/// down) is seen without any call, and a screen popped that way is forgotten.
///
/// `Screen` must be a class (`UIViewController`, a class-bound view protocol): screens are told
/// apart by identity.
@MainActor
public protocol StackNavigator<Screen>: Navigator {
  /// What the navigator shows, for example `UIViewController`.
  associatedtype Screen

  /// The pushed screens the platform shows now, bottom first: a navigation controller's
  /// `viewControllers`.
  var stackedScreens: [Screen] { get }

  /// The screen presented modally over them now, if any: `presentedViewController`.
  var presentedScreen: Screen? { get }

  /// Replaces the pushed screens with `screens`, bottom first, in one change: a navigation
  /// controller's `setViewControllers(_:animated:)`. Screens of the old stack that are not in
  /// `screens` are released by the platform; those that are stay as they are.
  ///
  /// - Parameters:
  ///   - screens: The new stack, bottom first; the route navigator never passes an empty one.
  ///   - animated: Whether to animate, where the platform animates.
  func setStack(_ screens: [Screen], animated: Bool)
}
