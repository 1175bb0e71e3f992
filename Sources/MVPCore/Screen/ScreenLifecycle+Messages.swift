extension ScreenLifecycle {
  /// Shows a one-shot message ("Deleted Amara Osei.") on a view that adopts
  /// ``MessageViewInterface``: at once when a visible view is attached, otherwise queued for the
  /// next visible view (``DeliveryPolicy/queue``), so a confirmation is never lost while the
  /// screen is covered or rotating.
  ///
  /// - Parameter text: The user-facing sentence.
  /// - Precondition: The attached view adopts `MessageViewInterface`; a view that does not traps
  ///   when the message reaches it, naming its type.
  public func showMessage(_ text: String) {
    binding.update(.queue) { view in
      guard let messages = view as? any MessageViewInterface else {
        preconditionFailure("\(type(of: view)) does not adopt MessageViewInterface")
      }
      messages.showMessage(text)
    }
  }
}
