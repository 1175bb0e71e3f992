import GoodsFeature
import MVPCore

/// A goods list view that applies the presenter's calls to plain screen state (rows, indicators,
/// error, empty) instead of recording them, for the random sequences; holds its presenter
/// strongly like a real view.
@MainActor
final class ScreenStateGoodsListView: GoodsListView {
  /// What fills the screen.
  enum Content: Equatable {
    case nothing
    case rows([GoodsRowViewModel])
    case empty(String)
    case error(String, canRetry: Bool)
  }

  /// The view's number in its sequence, for messages.
  let number: Int
  var presenter: GoodsListPresenter?

  private(set) var content = Content.nothing
  private(set) var isLoading = false
  private(set) var isLoadingMore = false
  /// The notice of items that could not be shown; `nil` when none.
  private(set) var skippedNotice: String?
  private(set) var savedNotice: String?
  /// Set by the sequence when the user pulls to refresh; cleared by `endRefreshing`.
  var isRefreshing = false
  /// Whether the sequence attached this view and has not detached or replaced it since.
  var isAttached = false
  /// Whether the view is off screen (after its `viewDidDisappear`) as the sequence sees it.
  var isHidden = false
  /// How many calls the view received.
  private(set) var callCount = 0
  /// What went wrong in the calls received; the sequence collects and clears it.
  var violations: [String] = []

  private let onMessage: (String) -> Void

  /// A view with nothing shown.
  ///
  /// - Parameters:
  ///   - number: The view's number in its sequence.
  ///   - onMessage: Receives each transient message shown.
  init(number: Int, onMessage: @escaping (String) -> Void) {
    self.number = number
    self.onMessage = onMessage
  }

  /// The rows shown; empty when the screen shows no rows.
  var rows: [GoodsRowViewModel] {
    if case .rows(let rows) = content { rows } else { [] }
  }

  func showLoading() {
    receive("showLoading")
    isLoading = true
  }

  func hideLoading() {
    receive("hideLoading")
    isLoading = false
  }

  func showLoadingMore() {
    receive("showLoadingMore")
    isLoadingMore = true
  }

  func hideLoadingMore() {
    receive("hideLoadingMore")
    isLoadingMore = false
  }

  /// The notice of skipped items: these models' servers send only readable items.
  /// The offline notice: these models' servers always answer for themselves.
  func showSavedNotice(_ notice: String?) {
    savedNotice = notice
  }

  func showSkippedNotice(_ notice: String?) {
    skippedNotice = notice
  }

  func endRefreshing() {
    receive("endRefreshing")
    isRefreshing = false
  }

  func showError(message: String, canRetry: Bool) {
    receive("showError")
    content = .error(message, canRetry: canRetry)
  }

  func showEmpty(message: String) {
    receive("showEmpty")
    content = .empty(message)
  }

  func showMessage(_ text: String) {
    receive("showMessage")
    if isHidden { violations.append("view \(number) got the message \"\(text)\" while hidden") }
    onMessage(text)
  }

  func showRows(_ rows: [GoodsRowViewModel]) {
    receive("showGoods")
    content = .rows(rows)
  }

  func insertRows(_ rows: [GoodsRowViewModel], at range: Range<Int>) {
    receive("insertGoods")
    guard case .rows(let shown) = content, range.lowerBound == shown.count,
      range.count == rows.count, !range.isEmpty
    else {
      violations.append(
        "view \(number) got insertGoods(at: \(range)) of \(rows.count) rows while showing "
          + "\(content == .nothing ? "nothing" : "\(rows.count) rows / \(content)")")
      return
    }
    content = .rows(shown + rows)
  }

  func removeRow(at index: Int) {
    receive("removeRow")
    guard case .rows(var shown) = content, shown.indices.contains(index) else {
      violations.append("view \(number) cannot remove row \(index) of \(rows.count)")
      return
    }
    shown.remove(at: index)
    content = .rows(shown)
  }

  func updateRow(at index: Int, with row: GoodsRowViewModel) {
    receive("updateRow")
    guard case .rows(var shown) = content, shown.indices.contains(index) else {
      violations.append("view \(number) cannot update row \(index) of \(rows.count)")
      return
    }
    shown[index] = row
    content = .rows(shown)
  }

  private func receive(_ call: String) {
    callCount += 1
    if !isAttached { violations.append("view \(number) got \(call) while not attached") }
  }
}
