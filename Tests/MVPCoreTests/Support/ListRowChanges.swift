/// How a list view shows a change to its rows: row by row, or by showing every row again. A
/// ``PagedListRendering`` built from closures says which, so no view is reloaded where the caller
/// did not choose it.
///
/// Threading: the closures run on the main actor.
enum ListRowChanges<Item, View> {
  /// Every change (a further page, a removal, a replacement, an insertion) shows every row
  /// again through ``PagedListRendering/showItems``: for a view without row animations.
  case showAllRows

  /// Each change goes to the row it concerns.
  ///
  /// - insert: Inserts the items at these contiguous indices (a further page at the end, an
  ///   item inserted by the presenter).
  /// - remove: Removes the row at this index, valid for the rows shown.
  /// - update: Replaces the row at this index with this item.
  case eachRow(
    insert: (View, Range<Int>, [Item]) -> Void,
    remove: (View, Int) -> Void,
    update: (View, Int, Item) -> Void)
}
