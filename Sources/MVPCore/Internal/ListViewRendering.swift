/// The rendering of a list on a view that adopts ``ListViewInterface`` (or
/// ``PagedListViewInterface``): every call goes to that protocol's method, through the
/// projection the presenter passed (`{ $0.listView }`, `{ $0.pagedListView }`), with rows made by `row`
/// and texts from `texts`. It stores those three values only.
@MainActor
struct ListViewRendering<Item, View, Row>: ListRendering {
  /// The view's projection the presenter passed: as a list, or as a paged list (seen as a list
  /// through its `listView`, with no closure made to wrap it).
  private enum Projection {
    /// A list that shows every change as all rows.
    case list((View) -> any ListViewInterface<Row>)
    /// A paged list that changes row by row.
    case paged((View) -> any PagedListViewInterface<Row>)
  }

  private let projection: Projection
  private let row: (Item) -> Row
  private let texts: ListTexts

  /// A rendering on a list without paging or row edits: each change shows all rows again.
  ///
  /// - Parameters:
  ///   - list: The view's list projection.
  ///   - row: Makes the row of an item.
  ///   - texts: The list's texts.
  init(
    list: @escaping (View) -> any ListViewInterface<Row>, row: @escaping (Item) -> Row,
    texts: ListTexts
  ) {
    self.projection = .list(list)
    self.row = row
    self.texts = texts
  }

  /// A rendering on a paged list that changes row by row.
  ///
  /// - Parameters:
  ///   - paged: The view's paged list projection.
  ///   - row: Makes the row of an item.
  ///   - texts: The list's texts.
  init(
    paged: @escaping (View) -> any PagedListViewInterface<Row>, row: @escaping (Item) -> Row,
    texts: ListTexts
  ) {
    self.projection = .paged(paged)
    self.row = row
    self.texts = texts
  }

  /// The view as a list.
  private func list(_ view: View) -> any ListViewInterface<Row> {
    switch projection {
    case .list(let list): list(view)
    case .paged(let paged): paged(view).listView
    }
  }

  /// The view as a paged list, or `nil` for a list that shows every change as all rows.
  private func paged(_ view: View) -> (any PagedListViewInterface<Row>)? {
    guard case .paged(let paged) = projection else { return nil }
    return paged(view)
  }

  var changesEachRow: Bool {
    if case .paged = projection { return true }
    return false
  }

  func showLoading(on view: View) { list(view).showLoading() }
  func hideLoading(on view: View) { list(view).hideLoading() }
  func showLoadingMore(on view: View) { paged(view)?.showLoadingMore() }
  func hideLoadingMore(on view: View) { paged(view)?.hideLoadingMore() }
  func endRefreshing(on view: View) { list(view).endRefreshing() }
  func showItems(_ items: [Item], on view: View) { list(view).showRows(items.map(row)) }

  func insertItems(_ items: [Item], at indices: Range<Int>, on view: View) {
    paged(view)?.insertRows(items.map(row), at: indices)
  }

  func removeRow(at index: Int, on view: View) { paged(view)?.removeRow(at: index) }

  func updateRow(at index: Int, with item: Item, on view: View) {
    paged(view)?.updateRow(at: index, with: row(item))
  }

  func showEmpty(on view: View) { list(view).showEmpty(message: texts.empty) }

  func showError(_ error: ServiceError, on view: View) {
    list(view).showError(
      title: texts.errorTitle, message: texts.errorMessage(error), canRetry: true)
  }

  func showFailureMessage(_ error: ServiceError, on view: View) {
    list(view).showMessage(texts.errorMessage(error))
  }

  func scrollToRow(at index: Int, on view: View) {
    (list(view) as? any ScrollingListViewInterface)?.scrollToRow(at: index)
  }
}
