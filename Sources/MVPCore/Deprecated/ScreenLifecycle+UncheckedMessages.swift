extension ScreenLifecycle {
  /// Replaced by ``showMessage(_:on:)``, which the compiler checks: the old form trapped when
  /// the view did not adopt `MessageViewInterface`.
  ///
  /// - Parameter text: The user-facing sentence.
  @available(
    *, unavailable, renamed: "showMessage(_:on:)",
    message: "pass the view's message capability: showMessage(text, on: \\.messageView)"
  )
  public func showMessage(_ text: String) {
    fatalError("unavailable")
  }
}
