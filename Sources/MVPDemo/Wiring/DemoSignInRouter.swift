import GoodsFeature
import MVPCore

/// The flash-sale page's sign-in navigation in the demo: there is no sign-in screen, so it goes
/// nowhere (the demo offers no command that signs in).
@MainActor
final class DemoSignInRouter: SignInPromptRouting {
  /// Does nothing: the demo has no sign-in screen.
  ///
  /// - Parameter route: The destination.
  func navigate(to route: SignInPromptRoute) {}
}
