/// Where a restorable list's user is (`PagedListLoader+Restoration.swift`): the item the view
/// last said is at its top, and the item a restored list scrolls back to once its rows show.
/// Made only for a list on a screen that can be restored.
@MainActor
final class ListPlace<ID: Hashable> {
  /// The item at the top of the view, by identity, as the view last said
  /// (`PagedListLoader.topRowDidChange(to:)`).
  var top: ID?
  /// The item a restored list scrolls to once its restored rows are shown to a view; `nil` once
  /// done, or once the restored load showed no such item.
  var restoredTop: ID?
}
