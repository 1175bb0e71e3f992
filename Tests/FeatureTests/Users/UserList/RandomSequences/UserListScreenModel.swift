import MVPCore
import UserFeature

/// A user list view that applies the presenter's calls to plain screen state (rows, indicators,
/// error, empty state, messages) and notes every call that a real view could not apply.
@MainActor
final class UserListScreenModel: UserListView {
  /// Strong, as a real view holds its presenter.
  var presenter: UserListPresenter?
  let name: String
  /// Set by the world: whether the presenter has this view attached now.
  var isAttached = false
  /// Set by the world: whether the view is on screen (not covered by another screen).
  var isVisible = true

  private(set) var rows: [UserRowViewModel] = []
  private(set) var isLoading = false
  private(set) var isLoadingMore = false
  /// The notice of items that could not be shown; `nil` when none.
  private(set) var skippedNotice: String?
  /// The pull-to-refresh control: started by the user, ended by the presenter.
  var isRefreshing = false
  private(set) var error: (message: String, canRetry: Bool)?
  private(set) var emptyMessage: String?
  private(set) var messages: [String] = []
  /// Calls a real view could not apply, or should not have received.
  private(set) var problems: [String] = []
  /// Told each message as it is shown; set by the world to log messages across views.
  var onMessage: ((String) -> Void)?

  init(presenter: UserListPresenter, name: String) {
    self.presenter = presenter
    self.name = name
  }

  /// Whether the screen shows the text of a cancellation, as an error or a message.
  var showsACancellation: Bool {
    let text = ServiceError.cancelled.userMessage
    return error?.message == text || messages.contains { $0.hasSuffix(text) }
  }

  func showLoading() {
    received("showLoading")
    isLoading = true
  }

  func hideLoading() {
    received("hideLoading")
    isLoading = false
  }

  func showError(message: String, canRetry: Bool) {
    received("showError")
    error = (message, canRetry)
    emptyMessage = nil
    rows = []
  }

  func showEmpty(message: String) {
    received("showEmpty")
    emptyMessage = message
    error = nil
    rows = []
  }

  func showMessage(_ text: String) {
    received("showMessage")
    if !isVisible { problems.append("\(name) got the message '\(text)' while hidden") }
    messages.append(text)
    onMessage?(text)
  }

  func showRows(_ rows: [UserRowViewModel]) {
    received("showUsers")
    self.rows = rows
    error = nil
    emptyMessage = nil
  }

  func insertRows(_ rows: [UserRowViewModel], at indices: Range<Int>) {
    received("insertUsers")
    guard indices.lowerBound == self.rows.count, indices.count == rows.count,
      error == nil, emptyMessage == nil
    else {
      problems.append(
        "\(name) cannot insert \(rows.count) rows at \(indices) into \(self.rows.count) rows"
          + (error != nil ? " over an error" : "") + (emptyMessage != nil ? " over empty" : ""))
      return
    }
    self.rows += rows
  }

  func updateRow(at index: Int, with row: UserRowViewModel) {
    received("updateUser")
    guard rows.indices.contains(index), rows[index].id == row.id else {
      problems.append("\(name) cannot update row \(index) to user \(row.id)")
      return
    }
    rows[index] = row
  }

  func removeRow(at index: Int) {
    received("removeUser")
    guard rows.indices.contains(index) else {
      problems.append("\(name) cannot remove row \(index) of \(rows.count)")
      return
    }
    rows.remove(at: index)
  }

  func showLoadingMore() {
    received("showLoadingMore")
    isLoadingMore = true
  }

  func hideLoadingMore() {
    received("hideLoadingMore")
    isLoadingMore = false
  }

  /// The notice of skipped items: these models' servers send only readable items.
  func showSkippedNotice(_ notice: String?) {
    skippedNotice = notice
  }

  func endRefreshing() {
    received("endRefreshing")
    isRefreshing = false
  }

  private func received(_ call: String) {
    if !isAttached { problems.append("\(name) got \(call) while not attached") }
  }
}
