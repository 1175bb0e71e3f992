/// Where an item inserted by the presenter goes in a list: before every row
/// (``PagedListLoader/insert(_:keepingAcrossReloads:)``) or after every row loaded so far
/// (``PagedListLoader/append(_:keepingAcrossReloads:)``).
package enum InsertionPoint: String, Hashable, Sendable {
  /// Before the first row, for example a book just added to a list sorted newest first.
  case front
  /// After the last row loaded so far; a later page's rows follow it.
  case end
}
