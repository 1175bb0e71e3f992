/// One product in a stored cart: which product and how many units.
public struct CartLine: Equatable, Sendable {
  /// The product's catalogue identifier.
  public var productID: Int

  /// The units in the cart, 1 or more: every addition of the product summed.
  public var quantity: Int

  /// Creates a line.
  ///
  /// - Parameters:
  ///   - productID: The product's catalogue identifier.
  ///   - quantity: The units, 1 or more.
  public init(productID: Int, quantity: Int) {
    self.productID = productID
    self.quantity = quantity
  }
}
