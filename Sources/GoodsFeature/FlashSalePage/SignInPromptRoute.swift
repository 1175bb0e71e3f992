/// Where the sign-in section navigates to.
public enum SignInPromptRoute: Hashable, Sendable {
  /// The app's sign-in screen.
  case signIn
}
