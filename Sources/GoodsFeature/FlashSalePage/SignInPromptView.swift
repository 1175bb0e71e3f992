import MVPCore

/// The passive sign-in section of the flash-sale page: a prompt to sign in for sale alerts, or
/// nothing when the user is signed in. Its sign-in button calls
/// ``SignInPromptPresenter/signIn()``.
@MainActor
public protocol SignInPromptView: AnyObject {
  /// Shows the prompt, or hides it (`nil`).
  ///
  /// - Parameter prompt: The sentence, or `nil` when the user is signed in.
  func showSignInPrompt(_ prompt: String?)
}
