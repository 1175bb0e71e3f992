/// A view capability: a list that can scroll to a row, so that a list restored after the app was
/// killed shows the rows the user was reading (see ``PagedListLoader``'s restoration rules).
///
/// A list view that scrolls adopts it beside ``ListViewInterface`` or
/// ``PagedListViewInterface``, and reports the row at its top as the user scrolls
/// (``ListPresenter/topRowDidChange(to:)``); a view that does not scroll adopts nothing and
/// writes nothing. The list loader finds the capability on the view it drives, so either the
/// screen's view protocol or only its concrete class may adopt it.
///
/// ```swift
/// @MainActor
/// protocol BooksView: PagedListViewInterface, ScrollingListViewInterface where Row == BookRow {}
/// ```
///
/// Threading: every call comes on the main actor.
@MainActor
public protocol ScrollingListViewInterface: ViewInterface {
  /// Scrolls, without animation, so that row `index` is at the top of the visible rows: sent
  /// once, after the rows of a restored list were shown, for the item that was at the top when
  /// the app saved its state.
  ///
  /// - Parameter index: A row index, valid for the rows shown.
  func scrollToRow(at index: Int)
}
