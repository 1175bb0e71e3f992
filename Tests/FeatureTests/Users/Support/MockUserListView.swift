import MVPTestSupport
import UserFeature

/// A user list view that records every call, and keeps its presenter as a real view does.
@MainActor
final class MockUserListView: UserListView {
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
    case showSkippedItemsNotice(String?)
  }

  let recorder = CallRecorder<Call>()
  /// Strong, as a real view holds its presenter; set by module factories.
  var presenter: UserListPresenter?

  init(presenter: UserListPresenter? = nil) {
    self.presenter = presenter
  }

  func showLoading() { recorder.record(.showLoading) }
  func hideLoading() { recorder.record(.hideLoading) }
  func showError(message: String, canRetry: Bool) {
    recorder.record(.showError(message, canRetry: canRetry))
  }
  func showEmpty(message: String) { recorder.record(.showEmpty(message)) }
  func showMessage(_ text: String) { recorder.record(.showMessage(text)) }
  func showUsers(_ rows: [UserRowViewModel]) { recorder.record(.showUsers(rows)) }
  func insertUsers(at indices: Range<Int>, rows: [UserRowViewModel]) {
    recorder.record(.insertUsers(indices, rows))
  }
  func updateUser(at index: Int, row: UserRowViewModel) {
    recorder.record(.updateUser(index, row))
  }
  func removeUser(at index: Int) { recorder.record(.removeUser(index)) }
  func showLoadingMore() { recorder.record(.showLoadingMore) }
  func hideLoadingMore() { recorder.record(.hideLoadingMore) }
  func endRefreshing() { recorder.record(.endRefreshing) }
  func showSkippedItemsNotice(_ notice: String?) {
    recorder.record(.showSkippedItemsNotice(notice))
  }
}
