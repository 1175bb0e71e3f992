import MVPCore
import MVPTestSupport
import UserFeature

/// A user list view that records every call, and keeps its presenter as a real view does. It
/// scrolls, as a real list does: a list restored after the app was killed scrolls it back to the
/// user it showed at the top.
@MainActor
final class MockUserListView: UserListView, ScrollingListViewInterface, CallRecording {
  enum Call: Equatable {
    case showLoading
    case hideLoading
    case showError(String, canRetry: Bool)
    case showEmpty(String)
    case showMessage(String)
    case showUsers([UserRowViewModel])
    case insertUsers(Range<Int>, [UserRowViewModel])
    case updateUser(Int, UserRowViewModel)
    case removeUser(Int)
    case showLoadingMore
    case hideLoadingMore
    case endRefreshing
    case showSkippedNotice(String?)
    case scrollToRow(Int)
  }

  let recorder = CallRecorder<Call>()
  /// Strong, as a real view holds its presenter; set by module factories.
  var presenter: UserListPresenter?

  init(presenter: UserListPresenter? = nil) {
    self.presenter = presenter
  }

  func showLoading() { record(.showLoading) }
  func hideLoading() { record(.hideLoading) }
  func showError(message: String, canRetry: Bool) {
    record(.showError(message, canRetry: canRetry))
  }
  func showEmpty(message: String) { record(.showEmpty(message)) }
  func showMessage(_ text: String) { record(.showMessage(text)) }
  func showRows(_ rows: [UserRowViewModel]) { record(.showUsers(rows)) }
  func insertRows(_ rows: [UserRowViewModel], at indices: Range<Int>) {
    record(.insertUsers(indices, rows))
  }
  func updateRow(at index: Int, with row: UserRowViewModel) { record(.updateUser(index, row)) }
  func removeRow(at index: Int) { record(.removeUser(index)) }
  func showLoadingMore() { record(.showLoadingMore) }
  func hideLoadingMore() { record(.hideLoadingMore) }
  func endRefreshing() { record(.endRefreshing) }
  func showSkippedNotice(_ notice: String?) { record(.showSkippedNotice(notice)) }
  func scrollToRow(at index: Int) { record(.scrollToRow(index)) }
}
