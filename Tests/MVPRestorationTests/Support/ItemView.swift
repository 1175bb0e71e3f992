import MVPCore

/// The test feature's view protocol.
@MainActor
protocol ItemView: LoadingViewInterface, ErrorViewInterface {
  func showTitle(_ title: String)
}
