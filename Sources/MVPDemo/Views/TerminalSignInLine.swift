import GoodsFeature

/// The flash-sale page's sign-in section as one terminal line.
@MainActor
final class TerminalSignInLine: SignInPromptView {
  /// The prompt shown, or `nil` when signed in.
  private(set) var prompt: String?

  /// Shows the prompt, or removes it.
  ///
  /// - Parameter prompt: The sentence, or `nil`.
  func showSignInPrompt(_ prompt: String?) {
    self.prompt = prompt
  }
}
