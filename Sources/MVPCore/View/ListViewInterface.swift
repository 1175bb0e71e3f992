/// A view capability: a list of rows with the states every list screen has. A list loader
/// (``PagedListLoader``) drives a view that adopts it directly: the presenter supplies only how
/// an item becomes a ``Row`` and the list's texts (``ListTexts``).
///
/// ```swift
/// @MainActor
/// protocol BooksView: ListViewInterface where Row == BookRow {
///   func showBookSaved(_ title: String)  // the screen's own calls
/// }
/// ```
///
/// Rows change by index, and every index is valid for the rows the view shows at that moment.
/// Loading more, the end of a pull to refresh and the two notices are optional: their defaults
/// do nothing, for a list without paging, refresh or notices.
@MainActor
public protocol ListViewInterface<Row>: LoadingViewInterface, ErrorViewInterface,
  EmptyViewInterface, MessageViewInterface
{
  /// The view model of one row.
  associatedtype Row

  /// Replaces every row, hiding any empty or error state. Sent after a first load or refresh,
  /// and to a view that attaches while rows are shown.
  ///
  /// - Parameter rows: Every row, top to bottom; empty only while a page loads to fill a list
  ///   whose rows were all removed.
  func showRows(_ rows: [Row])

  /// Inserts rows: a further page's at the end, or an item the presenter inserted.
  ///
  /// - Parameters:
  ///   - rows: The new rows, in order.
  ///   - indices: Where they go, contiguous, `rows.count` long, valid once inserted.
  func insertRows(_ rows: [Row], at indices: Range<Int>)

  /// Removes one row (a confirmed deletion).
  ///
  /// - Parameter index: The row's index, valid for the rows shown.
  func removeRow(at index: Int)

  /// Replaces one row's content (an edit saved elsewhere).
  ///
  /// - Parameters:
  ///   - index: The row's index, valid for the rows shown.
  ///   - row: Its new content.
  func updateRow(at index: Int, with row: Row)

  /// Shows the indicator below the rows while the next page loads. Does nothing by default.
  func showLoadingMore()

  /// Hides the indicator below the rows. Does nothing by default.
  func hideLoadingMore()

  /// Ends the pull-to-refresh indicator that the view started. Does nothing by default.
  func endRefreshing()

  /// Shows, below the rows, how many items could not be shown ("2 books could not be shown."),
  /// or removes that notice (`nil`). Does nothing by default.
  ///
  /// - Parameter notice: The sentence (``ListTexts/skippedItems``), or `nil`.
  func showSkippedNotice(_ notice: String?)

  /// Shows, above the rows, that rows come from a copy saved on the device ("The server isn't
  /// available: showing books saved at 14:05."), or removes that notice (`nil`). Does nothing by
  /// default.
  ///
  /// - Parameter notice: The sentence (``ListTexts/savedCopy``), or `nil`.
  func showSavedNotice(_ notice: String?)
}

extension ListViewInterface {
  /// Does nothing: a list without paging has no such indicator.
  public func showLoadingMore() {}

  /// Does nothing: a list without paging has no such indicator.
  public func hideLoadingMore() {}

  /// Does nothing: a list without pull to refresh has no such indicator.
  public func endRefreshing() {}

  /// Does nothing: the view does not say how many items could not be shown.
  ///
  /// - Parameter notice: Ignored.
  public func showSkippedNotice(_ notice: String?) {}

  /// Does nothing: the view does not say when rows come from a saved copy.
  ///
  /// - Parameter notice: Ignored.
  public func showSavedNotice(_ notice: String?) {}
}
