import MVPCore

/// The cart screen's view: the cart's items as a list (every item again on each change, from
/// `ListViewInterface`), the empty state, the error state, and the total units. As the user
/// scrolls, it reports the row at its top (`CartPresenter.topRowDidChange(to:)`); a view that
/// scrolls adopts `ScrollingListViewInterface` too, and is scrolled back to that item when the
/// cart comes back after the app was killed.
@MainActor
public protocol CartView: ListViewInterface where Row == CartItem {
  /// Shows the total units of the items shown.
  ///
  /// - Parameter units: The sum of their quantities, 1 or more.
  func showTotal(units: Int)
}
