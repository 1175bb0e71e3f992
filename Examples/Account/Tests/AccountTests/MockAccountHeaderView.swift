import Account
import MVPTestSupport

/// A passive account header: one recorded call per protocol method.
final class MockAccountHeaderView: AccountHeaderView, CallRecording {
  enum Call: Equatable {
    case showLoading
    case hideLoading
    case showError(String, canRetry: Bool)
    case showAccount(name: String, email: String)
  }

  let recorder = CallRecorder<Call>()

  func showLoading() { record(.showLoading) }
  func hideLoading() { record(.hideLoading) }
  func showError(message: String, canRetry: Bool) {
    record(.showError(message, canRetry: canRetry))
  }
  func showAccount(name: String, email: String) { record(.showAccount(name: name, email: email)) }
}
