import MVPCore

/// The production ``UserProfileRouting``: pops or dismisses the profile on its ``navigator``.
///
/// It only pops and dismisses, so it takes a navigator of any screen type. Holds the navigator
/// weakly (the navigator owns the profile's view, which owns the presenter,
/// which owns this router); when it is gone, navigation does nothing.
@MainActor
public final class UserProfileRouter: UserProfileRouting {
  /// The navigation context the profile is shown in; held weakly.
  public weak var navigator: (any Navigator)?

  /// Creates a router.
  ///
  /// - Parameter navigator: The navigation context, held weakly; `nil` makes navigation a no-op.
  public init(navigator: (any Navigator)?) {
    self.navigator = navigator
  }

  /// Navigates: ``UserProfileRoute/back`` pops the navigation stack,
  /// ``UserProfileRoute/close`` dismisses the modal presentation, both animated.
  ///
  /// - Parameter route: The destination the presenter chose.
  public func navigate(to route: UserProfileRoute) {
    switch route {
    case .back: navigator?.pop(animated: true)
    case .close: navigator?.dismiss(animated: true)
    }
  }
}
