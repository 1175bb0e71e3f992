import Foundation
import MVPCore

/// A rendering of the loader tests: how a ``PagedListLoader`` renders a list on a view whose
/// methods have their own names, one closure per view call, through MVPCore's package-level
/// `ListRendering` (users render through the list view protocols instead).
///
/// Only what every list has is required (loading, rows, how rows change, empty, error, failure
/// message); the parts a list may lack (loading more, the end of a pull to refresh, the notices)
/// default to doing nothing.
///
/// The closures receive the view and plain values; they must not capture the presenter (the
/// loader is owned by it). Map items to row view models inside them.
///
/// Threading: the closures run on the main actor.
struct PagedListRendering<Item, View>: ListRendering {
  /// Shows the full-screen loading indicator (first load, retry, a page loaded while no row is
  /// shown).
  var showLoading: (View) -> Void
  /// Hides the full-screen loading indicator.
  var hideLoading: (View) -> Void
  /// Shows the indicator at the bottom of the list while the next page loads.
  var showLoadingMore: (View) -> Void
  /// Hides the bottom indicator.
  var hideLoadingMore: (View) -> Void
  /// Ends the pull-to-refresh indicator, which the view started itself.
  var endRefreshing: (View) -> Void
  /// Replaces every row with these items, in order. Empty only while a further page loads to fill
  /// a list whose rows were all removed.
  var showItems: (View, [Item]) -> Void
  /// How a change to the rows is shown: row by row, or every row again.
  var rowChanges: ListRowChanges<Item, View>
  /// Shows the empty state: the collection has no items.
  var showEmpty: (View) -> Void
  /// Shows the full-screen error state with retry, when no row is shown.
  var showError: (View, ServiceError) -> Void
  /// Shows a transient message about a failure while rows stay shown.
  var showFailureMessage: (View, ServiceError) -> Void
  /// Creates a rendering.
  ///
  /// - Parameters:
  ///   - showLoading: Shows the full-screen loading indicator.
  ///   - hideLoading: Hides it.
  ///   - showItems: Replaces every row.
  ///   - rowChanges: How a change to the rows is shown: ``ListRowChanges/eachRow(insert:remove:update:)``
  ///     or ``ListRowChanges/showAllRows``.
  ///   - showEmpty: Shows the empty state.
  ///   - showError: Shows the error state with retry.
  ///   - showFailureMessage: Shows a transient failure message over the rows.
  ///   - showLoadingMore: Shows the bottom indicator; does nothing by default.
  ///   - hideLoadingMore: Hides it; does nothing by default.
  ///   - endRefreshing: Ends the pull-to-refresh indicator; does nothing by default.
  init(
    showLoading: @escaping (View) -> Void,
    hideLoading: @escaping (View) -> Void,
    showItems: @escaping (View, [Item]) -> Void,
    rowChanges: ListRowChanges<Item, View>,
    showEmpty: @escaping (View) -> Void,
    showError: @escaping (View, ServiceError) -> Void,
    showFailureMessage: @escaping (View, ServiceError) -> Void,
    showLoadingMore: @escaping (View) -> Void = { _ in },
    hideLoadingMore: @escaping (View) -> Void = { _ in },
    endRefreshing: @escaping (View) -> Void = { _ in }
  ) {
    self.showLoading = showLoading
    self.hideLoading = hideLoading
    self.showLoadingMore = showLoadingMore
    self.hideLoadingMore = hideLoadingMore
    self.endRefreshing = endRefreshing
    self.showItems = showItems
    self.rowChanges = rowChanges
    self.showEmpty = showEmpty
    self.showError = showError
    self.showFailureMessage = showFailureMessage
  }

  var changesEachRow: Bool {
    if case .eachRow = rowChanges { true } else { false }
  }

  func showLoading(on view: View) { showLoading(view) }
  func hideLoading(on view: View) { hideLoading(view) }
  func showLoadingMore(on view: View) { showLoadingMore(view) }
  func hideLoadingMore(on view: View) { hideLoadingMore(view) }
  func endRefreshing(on view: View) { endRefreshing(view) }
  func showItems(_ items: [Item], on view: View) { showItems(view, items) }
  func insertItems(_ items: [Item], at indices: Range<Int>, on view: View) {
    if case .eachRow(let insert, _, _) = rowChanges { insert(view, indices, items) }
  }
  func removeRow(at index: Int, on view: View) {
    if case .eachRow(_, let remove, _) = rowChanges { remove(view, index) }
  }
  func updateRow(at index: Int, with item: Item, on view: View) {
    if case .eachRow(_, _, let update) = rowChanges { update(view, index, item) }
  }
  func showEmpty(on view: View) { showEmpty(view) }
  func showError(_ error: ServiceError, on view: View) { showError(view, error) }
  func showFailureMessage(_ error: ServiceError, on view: View) { showFailureMessage(view, error) }
}
