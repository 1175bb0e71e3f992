import Foundation
import MVPCore

/// The view protocol of a paginated list screen the loader tests drive; rows are shown by id.
@MainActor
protocol SampleListView: AnyObject {
  func showLoading()
  func hideLoading()
  func showLoadingMore()
  func hideLoadingMore()
  func endRefreshing()
  func showRows(_ ids: [Int])
  func insertRows(at range: Range<Int>, ids: [Int])
  func removeRow(at index: Int)
  func updateRow(at index: Int, title: String)
  func showEmpty()
  func showError(_ error: ServiceError)
  func showMessage(_ error: ServiceError)
}
