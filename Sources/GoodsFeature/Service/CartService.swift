import MVPCore

/// A shopping cart that products are added to, in completion-handler style.
///
/// ``HTTPGoodsService`` forwards its add-to-cart calls to one, so that a remote cart can replace
/// ``InMemoryCartService`` without touching the presenters.
///
/// Threading: implementations are `Sendable` and may be called from any thread.
public protocol CartService: Sendable {
  /// Adds units of a product.
  ///
  /// - Parameters:
  ///   - productID: The product's catalogue identifier.
  ///   - quantity: The units to add, 1 or more.
  ///   - completion: Called once, on any thread, with the cart's item count after the addition
  ///     (total units of all products) or the failure.
  /// - Returns: A handle that cancels the addition if it has not happened yet.
  func add(
    productID: Int,
    quantity: Int,
    completion: @escaping @Sendable (Result<Int, ServiceError>) -> Void
  ) -> any Cancellable
}
