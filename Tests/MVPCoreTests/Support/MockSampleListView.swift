import MVPCore
import MVPTestSupport

/// A passive mock of ``SampleListView``: one recorded call per protocol method.
@MainActor
final class MockSampleListView: SampleListView {
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
    case showSkipped(Int)
  }

  let recorder = CallRecorder<Call>()

  func showLoading() { recorder.record(.showLoading) }
  func hideLoading() { recorder.record(.hideLoading) }
  func showLoadingMore() { recorder.record(.showLoadingMore) }
  func hideLoadingMore() { recorder.record(.hideLoadingMore) }
  func endRefreshing() { recorder.record(.endRefreshing) }
  func showRows(_ ids: [Int]) { recorder.record(.showRows(ids)) }
  func insertRows(at range: Range<Int>, ids: [Int]) { recorder.record(.insertRows(range, ids)) }
  func removeRow(at index: Int) { recorder.record(.removeRow(index)) }
  func updateRow(at index: Int, title: String) { recorder.record(.updateRow(index, title)) }
  func showEmpty() { recorder.record(.showEmpty) }
  func showError(_ error: ServiceError) { recorder.record(.showError(error)) }
  func showMessage(_ error: ServiceError) { recorder.record(.showMessage(error)) }
  func showSkipped(_ count: Int) { recorder.record(.showSkipped(count)) }
}
