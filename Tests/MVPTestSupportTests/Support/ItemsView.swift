import MVPCore

/// The view of the small screen the kit's own tests drive.
@MainActor
protocol ItemsView: ViewInterface, LoadingViewInterface, MessageViewInterface {
  /// Shows the loaded items.
  func showItems(_ items: [String])
}
