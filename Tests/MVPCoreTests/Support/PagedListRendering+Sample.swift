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
      showItems: { view, rows in view.showRows(rows.map(\.id)) },
      rowChanges: rowEdits
        ? .eachRow(
          insert: { view, range, rows in view.insertRows(at: range, ids: rows.map(\.id)) },
          remove: { view, index in view.removeRow(at: index) },
          update: { view, index, row in view.updateRow(at: index, title: row.title) })
        : .showAllRows,
      showEmpty: { $0.showEmpty() },
      showError: { view, error in view.showError(error) },
      showFailureMessage: { view, error in view.showMessage(error) },
      showLoadingMore: { $0.showLoadingMore() },
      hideLoadingMore: { $0.hideLoadingMore() },
      endRefreshing: { $0.endRefreshing() })
  }
}
