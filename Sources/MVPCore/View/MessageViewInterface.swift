/// A view capability: a transient, non-blocking message (a toast or snackbar).
///
/// Transient messages are one-shot updates: they are shown once and never replayed to a view
/// that attaches later.
@MainActor
public protocol MessageViewInterface: ViewInterface {
  /// Shows a transient message that disappears by itself.
  ///
  /// - Parameter text: User-facing text, one short sentence.
  func showMessage(_ text: String)
}

extension MessageViewInterface {
  /// The view as a receiver of transient messages: what
  /// ``ScreenLifecycle/showMessage(_:on:)`` takes (`on: \.messageView`). For a view that does
  /// not adopt `MessageViewInterface` the member is unavailable, with a message naming the
  /// protocol: the mistake is a compile error.
  public var messageView: any MessageViewInterface {
    self
  }
}
