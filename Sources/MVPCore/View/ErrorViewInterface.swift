/// A view capability: a calm full-screen error state with an optional retry affordance.
///
/// Used when a screen has nothing useful to show because its content failed to load. The message
/// is user-facing text (for example ``ServiceError/userMessage``), never a debug description.
@MainActor
public protocol ErrorViewInterface: ViewInterface {
  /// Replaces the screen's content with an error state.
  ///
  /// - Parameters:
  ///   - message: User-facing explanation of what went wrong, one or two sentences.
  ///   - canRetry: Whether to offer a retry control; when the user taps it the view forwards the
  ///     tap to its presenter's retry method.
  func showError(message: String, canRetry: Bool)

  /// Replaces the screen's content with an error state that has a title.
  ///
  /// The default shows the message alone (``showError(message:canRetry:)``): implement it to show
  /// the title, in the base class of views that are subclassed (see ``ViewInterface``).
  ///
  /// - Parameters:
  ///   - title: A short heading ("Couldn't load books"), or `nil` for none.
  ///   - message: User-facing explanation of what went wrong, one or two sentences.
  ///   - canRetry: Whether to offer a retry control.
  func showError(title: String?, message: String, canRetry: Bool)
}

extension ErrorViewInterface {
  /// Shows the message alone; the title is not shown.
  ///
  /// - Parameters:
  ///   - title: Ignored.
  ///   - message: User-facing explanation of what went wrong.
  ///   - canRetry: Whether to offer a retry control.
  public func showError(title: String?, message: String, canRetry: Bool) {
    showError(message: message, canRetry: canRetry)
  }
}
