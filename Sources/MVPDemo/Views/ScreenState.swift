/// The state every terminal view shares: loading, the full-screen error or empty state, and
/// transient messages waiting to be printed once.
struct ScreenState {
  /// A full-screen error.
  struct ErrorState: Equatable {
    /// The user-facing explanation.
    var message: String
    /// Whether `retry` is offered.
    var canRetry: Bool
  }

  /// Whether the full-screen loading indicator is shown.
  var isLoading = false
  /// The error state, when shown.
  var error: ErrorState?
  /// The empty state's message, when shown.
  var emptyMessage: String?
  /// Transient messages not printed yet, oldest first.
  var messages: [String] = []

  /// Replaces the content with the error state.
  mutating func showError(message: String, canRetry: Bool) {
    error = ErrorState(message: message, canRetry: canRetry)
    emptyMessage = nil
  }

  /// Replaces the content with the empty state.
  mutating func showEmpty(message: String) {
    emptyMessage = message
    error = nil
  }

  /// Clears the error and empty states, as content arrives.
  mutating func showContent() {
    error = nil
    emptyMessage = nil
  }

  /// Whether the error state offers a retry.
  var offersRetry: Bool {
    error?.canRetry ?? false
  }

  /// The state as body lines: the loading line (only if work has not settled), the empty
  /// message, the error with its retry hint.
  ///
  /// - Parameter texts: The language to use.
  /// - Returns: The lines, possibly none.
  func lines(_ texts: DemoTexts) -> [String] {
    var lines: [String] = []
    if isLoading { lines.append(texts.loading) }
    if let emptyMessage { lines.append(OutsideText.message(emptyMessage)) }
    if let error {
      lines.append(texts.error(OutsideText.message(error.message)))
      if error.canRetry { lines.append(texts.retryHint) }
    }
    return lines
  }

  /// Returns the transient messages, each made inert (``OutsideText/message(_:)``: they quote
  /// names from the server), and forgets them: each is printed once.
  ///
  /// - Returns: The messages, oldest first.
  mutating func takeMessages() -> [String] {
    defer { messages.removeAll() }
    return messages.map(OutsideText.message)
  }
}
