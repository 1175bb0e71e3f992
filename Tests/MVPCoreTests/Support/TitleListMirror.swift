/// What a ``MockTitleListView`` shows once its calls are applied in order: its rows and whether
/// each indicator is on. A row call that does not fit the rows shown marks it inconsistent.
struct TitleListMirror: Equatable {
  var rows: [String] = []
  var isLoadingShown = false
  var isLoadingMoreShown = false
  /// Whether a row call named a row the view did not have.
  var isInconsistent = false

  /// The view after `calls`.
  init(_ calls: [MockTitleListView.Call]) {
    for call in calls { apply(call) }
  }

  private mutating func apply(_ call: MockTitleListView.Call) {
    switch call {
    case .showRows(let shown): rows = shown
    case .insertRows(let inserted, let range):
      guard range.count == inserted.count, range.lowerBound <= rows.count else {
        isInconsistent = true
        return
      }
      rows.insert(contentsOf: inserted, at: range.lowerBound)
    case .removeRow(let index):
      guard rows.indices.contains(index) else {
        isInconsistent = true
        return
      }
      rows.remove(at: index)
    case .updateRow(let index, let row):
      guard rows.indices.contains(index) else {
        isInconsistent = true
        return
      }
      rows[index] = row
    case .showEmpty, .showError: rows = []
    case .showLoading: isLoadingShown = true
    case .hideLoading: isLoadingShown = false
    case .showLoadingMore: isLoadingMoreShown = true
    case .hideLoadingMore: isLoadingMoreShown = false
    case .showMessage, .endRefreshing, .showSkippedNotice, .showSavedNotice, .scrollToRow: break
    }
  }
}
