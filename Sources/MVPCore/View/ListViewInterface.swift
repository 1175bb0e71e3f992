/// A view capability: a list of rows with the states every list screen has (loading, rows,
/// empty, error, transient messages, the end of a pull to refresh). A list loader
/// (``PagedListLoader``) drives a view that adopts it through the projection ``listView``: the
/// presenter supplies only how an item becomes a ``Row`` and the list's texts (``ListTexts``).
///
/// ```swift
/// @MainActor
/// protocol NotesView: ListViewInterface where Row == NoteRow {}
/// ```
///
/// A list without paging or row animations adopts this protocol alone: every change of its
/// rows (a removal, a replacement, an insertion) comes as ``showRows(_:)`` of all rows. A paged
/// list adopts ``PagedListViewInterface``, which adds the calls paging and row edits need.
///
/// Every requirement is required, ``endRefreshing()`` included: a view that forgets one does not
/// compile, rather than keeping a spinner running. Notices a feature adds (items that could not
/// be decoded, rows from a saved copy) are the feature's own view calls, sent by its presenter
/// from the loader's events (``PagedListLoader/observe(_:)``).
@MainActor
public protocol ListViewInterface<Row>: LoadingViewInterface, ErrorViewInterface,
  MessageViewInterface
{
  /// The view model of one row.
  associatedtype Row

  /// Replaces every row, hiding any empty or error state. Sent after a first load or refresh,
  /// to a view that attaches while rows are shown, and, on a view that is not a
  /// ``PagedListViewInterface``, after each change of the rows.
  ///
  /// - Parameter rows: Every row, top to bottom; empty only while a page loads to fill a list
  ///   whose rows were all removed.
  func showRows(_ rows: [Row])

  /// Replaces the screen's content with an empty-state explanation: the list has no item.
  ///
  /// - Parameter message: User-facing text (``ListTexts/empty``), for example "No books yet.".
  func showEmpty(message: String)

  /// Ends the pull-to-refresh indicator that the view started. A view without pull to refresh
  /// implements it empty.
  func endRefreshing()
}

extension ListViewInterface {
  /// The view as a list of its rows: what a list loader's `view:` parameter takes
  /// (`view: { $0.listView }`). For a view that does not adopt `ListViewInterface` the member is
  /// unavailable, with a message naming the protocol: the mistake is a compile error.
  ///
  /// Pass it as a closure: the key path `\.listView` type-checks, but Swift 6.3 crashes
  /// compiling a key path to a member whose type depends on `Row` through an existential.
  public var listView: any ListViewInterface<Row> {
    self
  }
}
