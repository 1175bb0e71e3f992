/// Where an item inserted by the client goes in a list: before every row or after every row
/// loaded so far.
public enum ListEnd: String, Hashable, Sendable {
  /// Before the first row, for example a book just added to a list sorted newest first.
  case front
  /// After the last row loaded so far; a later page's rows follow it.
  case end
}
