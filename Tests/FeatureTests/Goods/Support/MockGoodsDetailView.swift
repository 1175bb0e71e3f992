import GoodsFeature
import MVPCore
import MVPTestSupport

/// A goods detail view that records every call; holds its presenter strongly like a real view.
@MainActor
final class MockGoodsDetailView: GoodsDetailView, CallRecording {
  enum Call: Equatable {
    case showLoading
    case hideLoading
    case showError(message: String, canRetry: Bool)
    case showMessage(String)
    case showProduct(GoodsDetailViewModel)
    case showCountdown(FlashSaleCountdownViewModel?)
    case showSavedNotice(String?)
  }

  let recorder = CallRecorder<Call>()
  var presenter: GoodsDetailPresenter?

  func showLoading() { record(.showLoading) }
  func hideLoading() { record(.hideLoading) }
  func showError(message: String, canRetry: Bool) {
    record(.showError(message: message, canRetry: canRetry))
  }
  func showMessage(_ text: String) { record(.showMessage(text)) }
  func showProduct(_ viewModel: GoodsDetailViewModel) { record(.showProduct(viewModel)) }
  func showCountdown(_ countdown: FlashSaleCountdownViewModel?) {
    record(.showCountdown(countdown))
  }
  func showSavedNotice(_ notice: String?) { record(.showSavedNotice(notice)) }
}
