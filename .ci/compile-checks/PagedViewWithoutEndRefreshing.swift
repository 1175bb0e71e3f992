// expect: error: type 'BooksScreen' does not conform to protocol 'ListViewInterface'
// Former silent bug: a paged view that left out endRefreshing() compiled and kept its spinner
// running (the requirement had an empty default). Now it is required. Fixed form:
// PagedLoaderWithPagedView.swift.
import MVPCore

@MainActor protocol BooksView: PagedListViewInterface where Row == String {}

@MainActor final class BooksScreen: BooksView {
  func showRows(_ rows: [String]) {}
  func insertRows(_ rows: [String], at indices: Range<Int>) {}
  func removeRow(at index: Int) {}
  func updateRow(at index: Int, with row: String) {}
  func showLoadingMore() {}
  func hideLoadingMore() {}
  func showEmpty(message: String) {}
  func showLoading() {}
  func hideLoading() {}
  func showError(message: String, canRetry: Bool) {}
  func showMessage(_ text: String) {}
}
