import MVPCore

/// The passive greeting screen: shows progress, a greeting, or an error with retry.
@MainActor
public protocol GreetingView: LoadingViewInterface, ErrorViewInterface {
  /// Shows the greeting text.
  ///
  /// - Parameter text: The greeting, for example "Hello, Ada!".
  func showGreeting(_ text: String)
}
