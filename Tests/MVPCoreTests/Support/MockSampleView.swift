import MVPCore
import MVPTestSupport

/// A passive mock of ``SampleView``: one recorded call per protocol method.
@MainActor
final class MockSampleView: SampleView {
  enum Call: Equatable {
    case showLoading
    case hideLoading
    case showError(message: String, canRetry: Bool)
    case showEmpty(String)
    case showMessage(String)
    case showContent(String)
  }

  let recorder = CallRecorder<Call>()

  func showLoading() { recorder.record(.showLoading) }
  func hideLoading() { recorder.record(.hideLoading) }
  func showError(message: String, canRetry: Bool) {
    recorder.record(.showError(message: message, canRetry: canRetry))
  }
  func showEmpty(message: String) { recorder.record(.showEmpty(message)) }
  func showMessage(_ text: String) { recorder.record(.showMessage(text)) }
  func showContent(_ text: String) { recorder.record(.showContent(text)) }
}
