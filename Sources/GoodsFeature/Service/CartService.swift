import MVPCore

/// A shopping cart that products are added to, in completion-handler style. It keeps the stock
/// rule: it never holds more units of a product than are in stock.
///
/// ``HTTPGoodsService`` forwards its add-to-cart calls to one, so that a remote cart can replace
/// ``InMemoryCartService`` without touching the presenters.
///
/// Threading: implementations are `Sendable` and may be called from any thread.
public protocol CartService: Sendable {
  /// Adds units of a product, unless the cart would then hold more of it than are in stock.
  ///
  /// - Parameters:
  ///   - productID: The product's catalogue identifier.
  ///   - quantity: The units to add, 1 or more.
  ///   - stock: The product's units in stock: the most the cart may hold of it, counting the
  ///     units it holds already.
  ///   - completion: Called once, on any thread, with the cart's item count after the addition
  ///     (total units of all products), ``CartError/exceedsStock(stock:inCart:)`` when the
  ///     addition would take the product's quantity above `stock` (nothing is added), or
  ///     ``CartError/service(_:)``.
  /// - Returns: A handle that cancels the addition if it has not happened yet.
  func addToCart(
    productID: Int,
    quantity: Int,
    stock: Int,
    completion: @escaping @Sendable (Result<Int, CartError>) -> Void
  ) -> any Cancellable
}
