import GoodsFeature
import MVPCore
import MVPTestSupport

/// A goods list view that records every call; holds its presenter strongly like a real view. It
/// scrolls, as a real list does: a list restored after the app was killed scrolls it back to the
/// product it showed at the top.
@MainActor
final class MockGoodsListView: GoodsListView, ScrollingListViewInterface, CallRecording {
  enum Call: Equatable {
    case showLoading
    case hideLoading
    case showError(message: String, canRetry: Bool)
    case showEmpty(message: String)
    case showMessage(String)
    case showGoods([GoodsRowViewModel])
    case insertGoods(at: Range<Int>, rows: [GoodsRowViewModel])
    case removeRow(at: Int)
    case updateRow(at: Int, GoodsRowViewModel)
    case endRefreshing
    case showLoadingMore
    case hideLoadingMore
    case showSkippedNotice(String?)
    case showSavedNotice(String?)
    case scrollToRow(Int)
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
  func showRows(_ rows: [GoodsRowViewModel]) { record(.showGoods(rows)) }
  func insertRows(_ rows: [GoodsRowViewModel], at range: Range<Int>) {
    record(.insertGoods(at: range, rows: rows))
  }
  func removeRow(at index: Int) { record(.removeRow(at: index)) }
  func updateRow(at index: Int, with row: GoodsRowViewModel) {
    record(.updateRow(at: index, row))
  }
  func endRefreshing() { record(.endRefreshing) }
  func showLoadingMore() { record(.showLoadingMore) }
  func hideLoadingMore() { record(.hideLoadingMore) }
  func showSkippedNotice(_ notice: String?) { record(.showSkippedNotice(notice)) }
  func showSavedNotice(_ notice: String?) { record(.showSavedNotice(notice)) }
  func scrollToRow(at index: Int) { record(.scrollToRow(index)) }
}
