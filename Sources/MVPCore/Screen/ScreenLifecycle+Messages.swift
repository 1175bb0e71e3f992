extension ScreenLifecycle {
  /// Shows a one-shot message ("Deleted Amara Osei.") on the view's ``MessageViewInterface``: at
  /// once when a visible view is attached, otherwise queued for the next visible view
  /// (``DeliveryPolicy/queue``), so a confirmation is never lost while the screen is covered or
  /// rotating.
  ///
  /// ```swift
  /// screen.showMessage("Deleted \(user.displayName).", on: \.messageView)
  /// ```
  ///
  /// - Parameters:
  ///   - text: The user-facing sentence.
  ///   - messages: The view's message capability, `\.messageView`: for a view that does not adopt
  ///     ``MessageViewInterface`` the compiler says to adopt it.
  public func showMessage(
    _ text: String, on messages: @escaping (View) -> any MessageViewInterface
  ) {
    binding.update(.queue) { messages($0).showMessage(text) }
  }
}
