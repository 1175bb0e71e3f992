import MVPCore

/// The view protocol of the sample module the core tests drive: every capability plus content.
@MainActor
protocol SampleView: LoadingViewInterface, ErrorViewInterface, MessageViewInterface {
  /// Shows the empty state.
  func showEmpty(message: String)

  /// Shows the loaded content.
  func showContent(_ text: String)
}
