import Account
import MVPTestSupport

/// A passive stats part: one recorded call per protocol method.
final class MockAccountStatsView: AccountStatsView, CallRecording {
  enum Call: Equatable {
    case showLoading
    case hideLoading
    case showError(String, canRetry: Bool)
    case showStats(orders: Int, reviews: Int)
  }

  let recorder = CallRecorder<Call>()

  func showLoading() { record(.showLoading) }
  func hideLoading() { record(.hideLoading) }
  func showError(message: String, canRetry: Bool) {
    record(.showError(message, canRetry: canRetry))
  }
  func showStats(orders: Int, reviews: Int) { record(.showStats(orders: orders, reviews: reviews)) }
}
