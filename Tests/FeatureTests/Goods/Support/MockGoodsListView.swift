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
    case removeRow(at: Int)
    case updateRow(at: Int, GoodsCellViewModel)
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
  func showRows(_ cells: [GoodsCellViewModel]) { record(.showGoods(cells)) }
  func insertRows(_ cells: [GoodsCellViewModel], at range: Range<Int>) {
    record(.insertGoods(at: range, cells: cells))
  }
  func removeRow(at index: Int) { record(.removeRow(at: index)) }
  func updateRow(at index: Int, with row: GoodsCellViewModel) {
    record(.updateRow(at: index, row))
  }
  func endRefreshing() { record(.endRefreshing) }
  func showLoadingMore() { record(.showLoadingMore) }
  func hideLoadingMore() { record(.hideLoadingMore) }
  func showSkippedNotice(_ notice: String?) { record(.showSkippedItemsNotice(notice)) }
  func showSavedNotice(_ notice: String?) { record(.showOfflineNotice(notice)) }
}
