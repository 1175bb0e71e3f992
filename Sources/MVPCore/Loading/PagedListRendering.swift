import Foundation

/// How a ``PagedListLoader`` renders a list screen on the feature's view protocol: one closure per
/// view call, so any list view can be driven whatever its methods are called.
///
/// The closures receive the view and plain values; they must not capture the presenter (the
/// loader is owned by it). Map items to row view models inside them.
///
/// Threading: the closures run on the main actor.
public struct PagedListRendering<Item, View> {
  /// Shows the full-screen loading indicator (first load, retry, a page loaded while no row is
  /// shown).
  public var showLoading: (View) -> Void
  /// Hides the full-screen loading indicator.
  public var hideLoading: (View) -> Void
  /// Shows the indicator at the bottom of the list while the next page loads.
  public var showLoadingMore: (View) -> Void
  /// Hides the bottom indicator.
  public var hideLoadingMore: (View) -> Void
  /// Ends the pull-to-refresh indicator, which the view started itself.
  public var endRefreshing: (View) -> Void
  /// Replaces every row with these items, in order. Empty only while a further page loads to fill
  /// a list whose rows were all removed.
  public var showItems: (View, [Item]) -> Void
  /// Inserts the items of a further page at these indices, at the end of the list.
  public var insertItems: (View, Range<Int>, [Item]) -> Void
  /// Removes the row at this index, valid for the rows the view shows; `nil` for a view without
  /// row removal, which then gets ``showItems`` with the remaining rows.
  public var removeItem: ((View, Int) -> Void)?
  /// Replaces the row at this index with this item; `nil` for a view without row updates, which
  /// then gets ``showItems`` with every row.
  public var updateItem: ((View, Int, Item) -> Void)?
  /// Shows the empty state: the collection has no items.
  public var showEmpty: (View) -> Void
  /// Shows the full-screen error state with retry, when no row is shown.
  public var showError: (View, ServiceError) -> Void
  /// Shows a transient message about a failure while rows stay shown.
  public var showFailureMessage: (View, ServiceError) -> Void
  /// Shows how many items of the list could not be shown because the service could not decode
  /// them (``PagingState/skippedItems``); 0 removes the notice. Sent when the count changes, and
  /// replayed to a view that attaches later; `nil` for a view that does not say.
  public var showSkippedItemCount: ((View, Int) -> Void)?
  /// Shows that rows of the list come from a copy kept on the device because the server could
  /// not be reached (``Page/savedAt``): when the oldest copy among the pages since the last first
  /// load or refresh was saved, and whether the server answers again (``SavedRows``); `nil`
  /// removes the notice, once a first load or refresh is answered by the server. Sent after the
  /// rows when it changes, and replayed to a view that attaches later; `nil` for a view that
  /// does not say.
  public var showSavedRows: ((View, SavedRows?) -> Void)?

  /// Creates a rendering.
  ///
  /// - Parameters:
  ///   - showLoading: Shows the full-screen loading indicator.
  ///   - hideLoading: Hides it.
  ///   - showLoadingMore: Shows the bottom indicator.
  ///   - hideLoadingMore: Hides it.
  ///   - endRefreshing: Ends the pull-to-refresh indicator.
  ///   - showItems: Replaces every row.
  ///   - insertItems: Inserts rows at the end, at the given indices.
  ///   - removeItem: Removes one row by index; `nil` (the default) shows all rows instead.
  ///   - updateItem: Replaces one row by index; `nil` (the default) shows all rows instead.
  ///   - showEmpty: Shows the empty state.
  ///   - showError: Shows the error state with retry.
  ///   - showFailureMessage: Shows a transient failure message over the rows.
  ///   - showSkippedItemCount: Shows how many items could not be shown, 0 or more; `nil` (the
  ///     default) for a view that does not say.
  ///   - showSavedRows: Shows what the rows hold of a copy kept on the device, or removes that
  ///     notice (`nil`); `nil` (the default) for a view that does not say.
  public init(
    showLoading: @escaping (View) -> Void,
    hideLoading: @escaping (View) -> Void,
    showLoadingMore: @escaping (View) -> Void,
    hideLoadingMore: @escaping (View) -> Void,
    endRefreshing: @escaping (View) -> Void,
    showItems: @escaping (View, [Item]) -> Void,
    insertItems: @escaping (View, Range<Int>, [Item]) -> Void,
    removeItem: ((View, Int) -> Void)? = nil,
    updateItem: ((View, Int, Item) -> Void)? = nil,
    showEmpty: @escaping (View) -> Void,
    showError: @escaping (View, ServiceError) -> Void,
    showFailureMessage: @escaping (View, ServiceError) -> Void,
    showSkippedItemCount: ((View, Int) -> Void)? = nil,
    showSavedRows: ((View, SavedRows?) -> Void)? = nil
  ) {
    self.showLoading = showLoading
    self.hideLoading = hideLoading
    self.showLoadingMore = showLoadingMore
    self.hideLoadingMore = hideLoadingMore
    self.endRefreshing = endRefreshing
    self.showItems = showItems
    self.insertItems = insertItems
    self.removeItem = removeItem
    self.updateItem = updateItem
    self.showEmpty = showEmpty
    self.showError = showError
    self.showFailureMessage = showFailureMessage
    self.showSkippedItemCount = showSkippedItemCount
    self.showSavedRows = showSavedRows
  }
}
