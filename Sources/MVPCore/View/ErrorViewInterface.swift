/// A view capability: a calm full-screen error state with an optional retry affordance.
///
/// Used when a screen has nothing useful to show because its content failed to load. The message
/// is user-facing text (for example ``ServiceError/userMessage``), never a debug description.
/// Threading: main actor only.
@MainActor
public protocol ErrorViewInterface: ViewInterface {
  /// Replaces the screen's content with an error state.
  ///
  /// - Parameters:
  ///   - message: User-facing explanation of what went wrong, one or two sentences.
  ///   - canRetry: Whether to offer a retry control; when the user taps it the view forwards the
  ///     tap to its presenter's retry method.
  func showError(message: String, canRetry: Bool)
}
