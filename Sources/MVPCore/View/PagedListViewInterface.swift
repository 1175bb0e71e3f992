/// A view capability: a list that pages and changes row by row. It adds to
/// ``ListViewInterface`` the indicator below the rows while the next page loads and the calls
/// that insert, remove and update single rows. A paged list loader (``PagedListLoader``'s
/// `pageSize:` initialiser) drives a view that adopts it through the projection
/// ``pagedListView``.
///
/// ```swift
/// @MainActor
/// protocol BooksView: PagedListViewInterface where Row == BookRow {
///   func showBookSaved(_ title: String)  // the screen's own calls
/// }
/// ```
///
/// Rows change by index, and every index is valid for the rows the view shows at that moment.
/// Every requirement is required: none has a default that would hide a forgotten method.
@MainActor
public protocol PagedListViewInterface<Row>: ListViewInterface {
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

  /// Shows the indicator below the rows while the next page loads.
  func showLoadingMore()

  /// Hides the indicator below the rows.
  func hideLoadingMore()
}

extension PagedListViewInterface {
  /// The view as a paged list of its rows: what the paged list loader's `view:` parameter takes
  /// (`view: { $0.pagedListView }`). A view that does not adopt `PagedListViewInterface` has no such
  /// member, so the mistake is a compile error.
  ///
  /// Pass it as a closure: the key path `\.pagedListView` type-checks, but Swift 6.3 crashes
  /// compiling a key path to a member whose type depends on `Row` through an existential.
  public var pagedListView: any PagedListViewInterface<Row> {
    self
  }
}
