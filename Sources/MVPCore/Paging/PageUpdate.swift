/// How a ``PagingState`` changed after accepting a page, for the presenter to pass to its view.
package enum PageUpdate: Hashable, Sendable {
  /// The first page replaced everything; the view reloads all rows from
  /// ``PagingState/items``.
  case reloaded

  /// New items were appended at these indices of ``PagingState/items``; the view inserts just
  /// these rows. The range is empty when the page held only items already shown.
  case appended(Range<Int>)
}
