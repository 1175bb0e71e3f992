import GoodsFeature

/// A goods list view that only counts what it is told: rows shown and other calls.
@MainActor
final class CountingGoodsListView: GoodsListView {
  /// Rows the view shows.
  private(set) var rowCount = 0
  /// View calls other than rows.
  private(set) var otherCalls = 0
  /// What the view keeps alive, as a real view keeps its presenter.
  var owner: AnyObject?

  func showRows(_ rows: [GoodsRowViewModel]) {
    rowCount = rows.count
  }

  func insertRows(_ rows: [GoodsRowViewModel], at range: Range<Int>) {
    rowCount += rows.count
  }

  func removeRow(at index: Int) { otherCalls += 1 }
  func updateRow(at index: Int, with row: GoodsRowViewModel) { otherCalls += 1 }
  func endRefreshing() { otherCalls += 1 }
  func showLoadingMore() { otherCalls += 1 }
  func hideLoadingMore() { otherCalls += 1 }
  func showLoading() { otherCalls += 1 }
  func hideLoading() { otherCalls += 1 }
  func showError(message: String, canRetry: Bool) { otherCalls += 1 }
  func showEmpty(message: String) { otherCalls += 1 }
  func showMessage(_ message: String) { otherCalls += 1 }
  func showSkippedNotice(_ notice: String?) { otherCalls += 1 }
  func showSavedNotice(_ notice: String?) { otherCalls += 1 }
}
