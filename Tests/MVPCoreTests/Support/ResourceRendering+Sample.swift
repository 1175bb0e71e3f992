import MVPCore

extension ResourceRendering where Value == String, View == any SampleView {
  /// Renders a text resource on a ``SampleView``; the error's user message with retry.
  @MainActor
  static var sample: Self {
    Self(
      showLoading: { $0.showLoading() },
      hideLoading: { $0.hideLoading() },
      showValue: { view, text in view.showContent(text) },
      showError: { view, error in view.showError(message: error.userMessage, canRetry: true) })
  }
}
