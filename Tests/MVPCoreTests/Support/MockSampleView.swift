import MVPCore
import MVPTestSupport

/// A passive mock of ``SampleView``: one recorded call per protocol method.
@MainActor
final class MockSampleView: SampleView, CallRecording {
  enum Call: Equatable {
    case showLoading
    case hideLoading
    case showError(message: String, canRetry: Bool)
    case showEmpty(String)
    case showMessage(String)
    case showContent(String)
  }

  let recorder = CallRecorder<Call>()
  /// Runs after `hideLoading()` is recorded: a view that calls back into its presenter.
  var onHideLoading: () -> Void = {}

  func showLoading() { record(.showLoading) }
  func hideLoading() {
    record(.hideLoading)
    onHideLoading()
  }
  func showError(message: String, canRetry: Bool) {
    record(.showError(message: message, canRetry: canRetry))
  }
  func showEmpty(message: String) { record(.showEmpty(message)) }
  func showMessage(_ text: String) { record(.showMessage(text)) }
  func showContent(_ text: String) { record(.showContent(text)) }
}
