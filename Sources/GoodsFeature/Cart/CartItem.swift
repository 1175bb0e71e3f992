/// One product in the cart as the cart screen shows it: its units and the title of the product
/// kept for the same server.
///
/// Threading: a value; `Sendable`.
public struct CartItem: Identifiable, Equatable, Sendable {
  /// The product's catalogue identifier.
  public let productID: Int

  /// The units in the cart, 1 or more.
  public var quantity: Int

  /// The product's title as the server sent it (text from outside: inert until a view shows
  /// it), or `nil` when no page of the product was ever fetched.
  public var title: String?

  /// The product's catalogue identifier: one item per product.
  public var id: Int { productID }

  /// Creates an item.
  ///
  /// - Parameters:
  ///   - productID: The product's catalogue identifier.
  ///   - quantity: The units in the cart.
  ///   - title: The product's title, or `nil` when unknown.
  public init(productID: Int, quantity: Int, title: String?) {
    self.productID = productID
    self.quantity = quantity
    self.title = title
  }
}
