import GoodsFeature

/// A goods detail view that applies its presenter's calls to plain screen state (product, error,
/// loading, messages), for model-based tests; holds its presenter strongly like a real view.
@MainActor
final class RecordingGoodsDetailView: GoodsDetailView {
  /// The error state shown.
  struct ShownError: Equatable {
    let message: String
    let canRetry: Bool
  }

  var presenter: GoodsDetailPresenter?

  /// Called with each message the view shows, to check where and when it arrives.
  var onMessage: ((RecordingGoodsDetailView, String) -> Void)?

  private(set) var product: GoodsDetailViewModel?
  private(set) var error: ShownError?
  private(set) var isLoading = false

  func showLoading() { isLoading = true }
  func hideLoading() { isLoading = false }

  func showProduct(_ viewModel: GoodsDetailViewModel) {
    product = viewModel
    error = nil
  }

  func showError(message: String, canRetry: Bool) {
    error = ShownError(message: message, canRetry: canRetry)
    product = nil
  }

  /// The countdowns shown; the random sequences' products have no flash sale, so none.
  private(set) var countdowns: [FlashSaleCountdownViewModel?] = []

  func showCountdown(_ countdown: FlashSaleCountdownViewModel?) {
    countdowns.append(countdown)
  }

  func showMessage(_ text: String) {
    onMessage?(self, text)
  }

  /// The offline notices shown; the random sequences' service answers from the server, so none.
  private(set) var savedNotices: [String?] = []

  func showSavedNotice(_ notice: String?) {
    savedNotices.append(notice)
  }
}
