import MVPCore

extension PagedListRendering where Item == Row, View == any SampleListView {
  /// Renders ``Row``s on a ``SampleListView`` by id.
  ///
  /// - Parameter rowEdits: Whether the view removes and updates single rows; without, the loader
  ///   shows every row again.
  @MainActor
  static func sample(rowEdits: Bool = true) -> Self {
    Self(
      showLoading: { $0.showLoading() },
      hideLoading: { $0.hideLoading() },
      showLoadingMore: { $0.showLoadingMore() },
      hideLoadingMore: { $0.hideLoadingMore() },
      endRefreshing: { $0.endRefreshing() },
      showItems: { view, rows in view.showRows(rows.map(\.id)) },
      insertItems: { view, range, rows in view.insertRows(at: range, ids: rows.map(\.id)) },
      removeItem: rowEdits ? { view, index in view.removeRow(at: index) } : nil,
      updateItem: rowEdits
        ? { view, index, row in view.updateRow(at: index, title: row.title) } : nil,
      showEmpty: { $0.showEmpty() },
      showError: { view, error in view.showError(error) },
      showFailureMessage: { view, error in view.showMessage(error) },
      showSkippedItemCount: { view, count in view.showSkipped(count) },
      showSavedRows: { view, saved in view.showSavedRows(saved) })
  }
}
