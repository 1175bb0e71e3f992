import MVPCore
import MVPTestSupport

/// A titles list that adopts `ListViewInterface` alone: no row edits, no loading more.
@MainActor
protocol PlainTitleListView: ListViewInterface where Row == String {}

/// Records every call of a ``PlainTitleListView`` as a ``MockTitleListView/Call``, so that a
/// ``TitleListMirror`` replays it.
@MainActor
final class MockPlainTitleListView: PlainTitleListView, CallRecording {
  let recorder = CallRecorder<MockTitleListView.Call>()

  func showLoading() { record(.showLoading) }
  func hideLoading() { record(.hideLoading) }
  func showRows(_ rows: [String]) { record(.showRows(rows)) }
  func showEmpty(message: String) { record(.showEmpty(message)) }
  func endRefreshing() { record(.endRefreshing) }
  func showError(message: String, canRetry: Bool) {
    record(.showError(title: nil, message, canRetry: canRetry))
  }
  func showError(title: String?, message: String, canRetry: Bool) {
    record(.showError(title: title, message, canRetry: canRetry))
  }
  func showMessage(_ text: String) { record(.showMessage(text)) }
}
