import GoodsFeature
import MVPCore
import MVPTestSupport

/// A list view that records its calls by row id, with the notices the features add: how many
/// items could not be shown and what the rows hold of a saved copy.
@MainActor
final class MockNoticeListView: CallRecording {
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
    case showSavedCopyStatus(SavedCopyStatus?)
  }

  let recorder = CallRecorder<Call>()
}
