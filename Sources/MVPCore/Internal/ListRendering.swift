/// How a ``PagedListLoader`` shows its list on its view: one value per loader (no closure per
/// view call), called on the main actor for each update. ``ListViewRendering`` is the one users
/// reach, through a list view protocol; the package's own tests render on views of their own.
@MainActor
package protocol ListRendering<Item, View> {
  /// The list's item.
  associatedtype Item
  /// The screen's view type.
  associatedtype View

  /// Whether the view changes single rows (insert, remove, update); when `false`, every change
  /// of the rows shows all of them again through ``showItems(_:on:)``.
  var changesEachRow: Bool { get }

  /// Shows the full-screen loading indicator.
  func showLoading(on view: View)
  /// Hides the full-screen loading indicator.
  func hideLoading(on view: View)
  /// Shows the indicator below the rows while the next page loads.
  func showLoadingMore(on view: View)
  /// Hides the indicator below the rows.
  func hideLoadingMore(on view: View)
  /// Ends the pull-to-refresh indicator the view started.
  func endRefreshing(on view: View)
  /// Replaces every row with these items.
  func showItems(_ items: [Item], on view: View)
  /// Inserts these items at these contiguous indices (only when ``changesEachRow``).
  func insertItems(_ items: [Item], at indices: Range<Int>, on view: View)
  /// Removes the row at `index` (only when ``changesEachRow``).
  func removeRow(at index: Int, on view: View)
  /// Replaces the row at `index` with `item` (only when ``changesEachRow``).
  func updateRow(at index: Int, with item: Item, on view: View)
  /// Shows the empty state.
  func showEmpty(on view: View)
  /// Shows the full-screen error state with retry.
  func showError(_ error: ServiceError, on view: View)
  /// Shows a transient message about a failure while rows stay shown.
  func showFailureMessage(_ error: ServiceError, on view: View)
  /// Scrolls a view that can scroll so that row `index` is at its top (a restored list's place);
  /// does nothing on one that cannot. Does nothing by default.
  func scrollToRow(at index: Int, on view: View)
}

extension ListRendering {
  /// Does nothing: the view cannot scroll.
  package func scrollToRow(at index: Int, on view: View) {}
}
