import MVPCore

/// The goods feature's data source, in completion-handler style: each call starts the work,
/// returns a `Cancellable`, and later calls its completion once, on any thread.
///
/// Failures are `ServiceError`s; after `Cancellable/cancel()` a call answers
/// `ServiceError/cancelled` or not at all. Presenters run these calls through
/// `TaskScope`'s `perform(_:role:owner:operation:then:)`, which brings the answer to the main
/// actor through the screen's dispatcher and drops late ones.
///
/// Threading: implementations are `Sendable` and may be called from any thread.
public protocol GoodsService: Sendable {
  /// Loads one page of the catalogue.
  ///
  /// - Parameters:
  ///   - offset: How many products to skip, 0 or more.
  ///   - limit: The most products to return, 1 or more.
  ///   - completion: Called once, on any thread, with the page (its `offset` and `total` as the
  ///     server answered them) or the failure.
  /// - Returns: A handle that cancels the request.
  func products(
    offset: Int,
    limit: Int,
    completion: @escaping @Sendable (Result<Page<Product>, ServiceError>) -> Void
  ) -> any Cancellable

  /// Loads one product.
  ///
  /// - Parameters:
  ///   - id: The product's catalogue identifier.
  ///   - completion: Called once, on any thread, with the product or the failure (a missing
  ///     product is `ServiceError/httpStatus(code:message:)` with code 404).
  /// - Returns: A handle that cancels the request.
  func product(
    id: Int,
    completion: @escaping @Sendable (Result<Product, ServiceError>) -> Void
  ) -> any Cancellable

  /// Loads one product, saying when the answer is a copy kept on the device because the server
  /// cannot be reached. The goods detail screen loads its product with this call.
  ///
  /// The default implementation calls ``product(id:completion:)`` and answers the server's
  /// product (`GoodsAnswer.savedAt` `nil`); ``CachingGoodsService`` answers its saved copy when the
  /// server cannot be reached.
  ///
  /// - Parameters:
  ///   - id: The product's catalogue identifier.
  ///   - completion: Called once, on any thread, with the product and when its copy was saved
  ///     (`nil` for the server's answer), or the failure.
  /// - Returns: A handle that cancels the request.
  func productOrSavedCopy(
    id: Int,
    completion: @escaping @Sendable (Result<GoodsAnswer<Product>, ServiceError>) -> Void
  ) -> any Cancellable

  /// Adds units of a product to the shopping cart, unless the cart would then hold more of it
  /// than are in stock (see ``CartService/addToCart(productID:quantity:stock:completion:)``).
  ///
  /// - Parameters:
  ///   - productID: The product's catalogue identifier.
  ///   - quantity: The units to add, 1 or more.
  ///   - stock: The product's units in stock, the most the cart may hold of it.
  ///   - completion: Called once, on any thread, with the cart's item count after the addition
  ///     (total units of all products) or the ``CartError``.
  /// - Returns: A handle that cancels the addition if it has not happened yet.
  func addToCart(
    productID: Int,
    quantity: Int,
    stock: Int,
    completion: @escaping @Sendable (Result<Int, CartError>) -> Void
  ) -> any Cancellable
}

extension GoodsService {
  /// Loads one product from ``product(id:completion:)``: the server's answer, never a copy.
  ///
  /// - Parameters:
  ///   - id: The product's catalogue identifier.
  ///   - completion: Called once, on any thread, with the product (`GoodsAnswer.savedAt` `nil`) or
  ///     the failure.
  /// - Returns: The handle ``product(id:completion:)`` returns.
  public func productOrSavedCopy(
    id: Int,
    completion: @escaping @Sendable (Result<GoodsAnswer<Product>, ServiceError>) -> Void
  ) -> any Cancellable {
    product(id: id) { completion($0.map { GoodsAnswer($0) }) }
  }
}
