import GoodsFeature
import MVPCore
import MVPTestSupport

/// A goods list view that records every call; holds its presenter strongly like a real view.
@MainActor
final class MockGoodsListView: GoodsListView, CallRecording {
  enum Call: Equatable {
    case showLoading
    case hideLoading
    case showError(message: String, canRetry: Bool)
    case showEmpty(message: String)
    case showMessage(String)
    case showGoods([GoodsCellViewModel])
    case insertGoods(at: Range<Int>, cells: [GoodsCellViewModel])
    case endRefreshing
    case showLoadingMore
    case hideLoadingMore
    case showSkippedItemsNotice(String?)
    case showOfflineNotice(String?)
  }

  let recorder = CallRecorder<Call>()
  var presenter: GoodsListPresenter?

  func showLoading() { record(.showLoading) }
  func hideLoading() { record(.hideLoading) }
  func showError(message: String, canRetry: Bool) {
    record(.showError(message: message, canRetry: canRetry))
  }
  func showEmpty(message: String) { record(.showEmpty(message: message)) }
  func showMessage(_ text: String) { record(.showMessage(text)) }
  func showGoods(_ cells: [GoodsCellViewModel]) { record(.showGoods(cells)) }
  func insertGoods(at range: Range<Int>, cells: [GoodsCellViewModel]) {
    record(.insertGoods(at: range, cells: cells))
  }
  func endRefreshing() { record(.endRefreshing) }
  func showLoadingMore() { record(.showLoadingMore) }
  func hideLoadingMore() { record(.hideLoadingMore) }
  func showSkippedItemsNotice(_ notice: String?) { record(.showSkippedItemsNotice(notice)) }
  func showOfflineNotice(_ notice: String?) { record(.showOfflineNotice(notice)) }
}
