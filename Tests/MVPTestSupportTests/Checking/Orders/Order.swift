/// An order of the orders screen, a list that is not MVPKit's (``OrdersPresenter``).
struct Order: Identifiable, Equatable, Sendable {
  let id: Int
  let title: String

  /// Order `id`: "Order 3".
  static func sample(_ id: Int) -> Order {
    Order(id: id, title: "Order \(id)")
  }
}
