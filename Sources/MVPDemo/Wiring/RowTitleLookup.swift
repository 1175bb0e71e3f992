/// What a list's row showed for an item, by the item's id, for the screen the row opens: a
/// detail or profile opened from a row is titled with the row's name until its own loads (and
/// if it never does, offline), never with the internal id.
@MainActor
final class RowTitleLookup {
  /// Finds the shown name of the row with an id in the list, or `nil`; set once the list's
  /// view exists (held weakly by the closure).
  var find: (Int) -> String? = { _ in nil }

  /// The name the row of item `id` showed, or `nil` when no row shows it.
  ///
  /// - Parameter id: The item's id.
  func title(of id: Int) -> String? {
    find(id)
  }
}
