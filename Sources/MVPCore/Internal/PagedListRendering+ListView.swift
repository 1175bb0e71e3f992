extension PagedListRendering {
  /// The rendering of a view that adopts ``ListViewInterface``: every call goes to the method of
  /// that protocol, rows made by `row`, texts from `texts`.
  ///
  /// ``PagedListLoader``'s initialisers that take `row:` and `texts:` use it; it traps at the
  /// first view call when the view does not adopt `ListViewInterface<Row>`.
  ///
  /// - Parameters:
  ///   - row: Makes the row of an item.
  ///   - texts: The list's texts.
  /// - Returns: The rendering.
  @MainActor
  static func listView<Row>(row: @escaping (Item) -> Row, texts: ListTexts) -> Self {
    func list(_ view: View) -> any ListViewInterface<Row> {
      guard let list = view as? any ListViewInterface<Row> else {
        preconditionFailure(
          "\(type(of: view)) does not adopt ListViewInterface<\(Row.self)>: adopt it, or build "
            + "the loader with a PagedListRendering")
      }
      return list
    }
    let errorTitle = texts.errorTitle
    let errorMessage = texts.errorMessage
    let empty = texts.empty
    return PagedListRendering(
      showLoading: { list($0).showLoading() },
      hideLoading: { list($0).hideLoading() },
      showItems: { view, items in list(view).showRows(items.map(row)) },
      rowChanges: .eachRow(
        insert: { view, indices, items in list(view).insertRows(items.map(row), at: indices) },
        remove: { view, index in list(view).removeRow(at: index) },
        update: { view, index, item in list(view).updateRow(at: index, with: row(item)) }),
      showEmpty: { list($0).showEmpty(message: empty) },
      showError: { view, error in
        list(view).showError(title: errorTitle, message: errorMessage(error), canRetry: true)
      },
      showFailureMessage: { view, error in list(view).showMessage(errorMessage(error)) },
      showLoadingMore: { list($0).showLoadingMore() },
      hideLoadingMore: { list($0).hideLoadingMore() },
      endRefreshing: { list($0).endRefreshing() },
      showSkippedItemCount: texts.skippedItems.map { notice in
        { view, count in list(view).showSkippedNotice(count > 0 ? notice(count) : nil) }
      },
      showSavedCopyStatus: texts.savedCopy.map { notice in
        { view, saved in list(view).showSavedNotice(saved.map(notice)) }
      })
  }
}
