import MVPCore
import MVPTestSupport

/// A list view of titles that scrolls: it adopts `ScrollingListViewInterface` beside its
/// ``TitleListView`` and records every call, the scrolls included.
@MainActor
final class MockScrollingTitleListView: TitleListView, ScrollingListViewInterface, CallRecording {
  enum Call: Equatable {
    case showLoading
    case hideLoading
    case showRows([String])
    case insertRows([String], at: Range<Int>)
    case removeRow(at: Int)
    case updateRow(at: Int, String)
    case showEmpty(String)
    case showError(String)
    case showMessage(String)
    case showLoadingMore
    case hideLoadingMore
    case endRefreshing
    case scrollToRow(at: Int)
  }

  let recorder = CallRecorder<Call>()

  func showLoading() { record(.showLoading) }
  func hideLoading() { record(.hideLoading) }
  func showRows(_ rows: [String]) { record(.showRows(rows)) }
  func insertRows(_ rows: [String], at indices: Range<Int>) {
    record(.insertRows(rows, at: indices))
  }
  func removeRow(at index: Int) { record(.removeRow(at: index)) }
  func updateRow(at index: Int, with row: String) { record(.updateRow(at: index, row)) }
  func showEmpty(message: String) { record(.showEmpty(message)) }
  func showError(message: String, canRetry: Bool) { record(.showError(message)) }
  func showMessage(_ text: String) { record(.showMessage(text)) }
  func showLoadingMore() { record(.showLoadingMore) }
  func hideLoadingMore() { record(.hideLoadingMore) }
  func endRefreshing() { record(.endRefreshing) }
  func scrollToRow(at index: Int) { record(.scrollToRow(at: index)) }
}
