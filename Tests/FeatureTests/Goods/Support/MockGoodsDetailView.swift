import GoodsFeature
import MVPCore
import MVPTestSupport

/// A goods detail view that records every call; holds its presenter strongly like a real view.
@MainActor
final class MockGoodsDetailView: GoodsDetailView {
  enum Call: Equatable {
    case showLoading
    case hideLoading
    case showError(message: String, canRetry: Bool)
    case showMessage(String)
    case showProduct(GoodsDetailViewModel)
    case showCountdown(FlashSaleCountdownViewModel?)
  }

  let recorder = CallRecorder<Call>()
  var presenter: GoodsDetailPresenter?

  func showLoading() { recorder.record(.showLoading) }
  func hideLoading() { recorder.record(.hideLoading) }
  func showError(message: String, canRetry: Bool) {
    recorder.record(.showError(message: message, canRetry: canRetry))
  }
  func showMessage(_ text: String) { recorder.record(.showMessage(text)) }
  func showProduct(_ viewModel: GoodsDetailViewModel) { recorder.record(.showProduct(viewModel)) }
  func showCountdown(_ countdown: FlashSaleCountdownViewModel?) {
    recorder.record(.showCountdown(countdown))
  }
}
