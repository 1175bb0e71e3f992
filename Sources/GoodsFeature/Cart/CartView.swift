import MVPCore

/// The cart screen's view: the cart's items as a list (every item again on each change, from
/// `ListViewInterface`), the empty state, the error state, and the total units.
@MainActor
public protocol CartView: ListViewInterface where Row == CartItem {
  /// Shows the total units of the items shown.
  ///
  /// - Parameter units: The sum of their quantities, 1 or more.
  func showTotal(units: Int)
}
