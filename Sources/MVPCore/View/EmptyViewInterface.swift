/// A view capability: the empty state shown when a load succeeded with no content.
@MainActor
public protocol EmptyViewInterface: ViewInterface {
  /// Replaces the screen's content with an empty-state explanation.
  ///
  /// - Parameter message: User-facing text, for example "No products yet".
  func showEmpty(message: String)
}
