import Foundation
import MVPCore
import MVPTestSupport

/// A passive mock of ``SampleListView``: one recorded call per protocol method.
@MainActor
final class MockSampleListView: SampleListView, CallRecording {
  enum Call: Equatable {
    case showLoading
    case hideLoading
    case showLoadingMore
    case hideLoadingMore
    case endRefreshing
    case showRows([Int])
    case insertRows(Range<Int>, [Int])
    case removeRow(Int)
    case updateRow(Int, String)
    case showEmpty
    case showError(ServiceError)
    case showMessage(ServiceError)
  }

  let recorder = CallRecorder<Call>()

  func showLoading() { record(.showLoading) }
  func hideLoading() { record(.hideLoading) }
  func showLoadingMore() { record(.showLoadingMore) }
  func hideLoadingMore() { record(.hideLoadingMore) }
  func endRefreshing() { record(.endRefreshing) }
  func showRows(_ ids: [Int]) { record(.showRows(ids)) }
  func insertRows(at range: Range<Int>, ids: [Int]) { record(.insertRows(range, ids)) }
  func removeRow(at index: Int) { record(.removeRow(index)) }
  func updateRow(at index: Int, title: String) { record(.updateRow(index, title)) }
  func showEmpty() { record(.showEmpty) }
  func showError(_ error: ServiceError) { record(.showError(error)) }
  func showMessage(_ error: ServiceError) { record(.showMessage(error)) }
}
