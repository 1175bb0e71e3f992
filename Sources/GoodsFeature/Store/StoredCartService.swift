import Dispatch
import Foundation
import MVPCore
import MVPStore

/// A cart kept in a ``GoodsStore``: it survives a restart of the app, and quantities are summed
/// per product.
///
/// Each addition runs asynchronously on the answer queue in one write transaction that reads the
/// stored quantity, checks the stock rule against it and adds (``GoodsStore/addToCart(productID:quantity:stock:)``).
/// An addition cancelled before it runs is not applied and answers `ServiceError/cancelled`; a
/// quantity below 1 answers ``CartError/service(_:)`` of `ServiceError/httpStatus(code:message:)`
/// 400, as ``InMemoryCartService`` does. A database failure (a damaged or full file) answers
/// ``CartError/service(_:)`` of `ServiceError/unexpected(description:)` naming the
/// `DatabaseError`, and nothing is added.
///
/// Threading: `Sendable`; additions run on the answer queue, reads on the calling thread.
public final class StoredCartService: CartService, Sendable {
  /// The store the cart lives in.
  public let store: GoodsStore
  private let answerQueue: DispatchQueue
  private let onStoreFailure: @Sendable (any Error) -> Void
  /// The observations of the cart (`observeItems(titlesFrom:onChange:onError:)`).
  let observers = CartObservers()

  /// Creates a cart over `store`.
  ///
  /// - Parameters:
  ///   - store: The store to keep the cart in; held strongly.
  ///   - answerQueue: Where additions run and completions are called; defaults to a global queue.
  ///   - onStoreFailure: Told, on the answer queue, each time an addition fails because the store
  ///     cannot be read or written (the `DatabaseError`), for logs; defaults to nothing.
  public init(
    store: GoodsStore, answerQueue: DispatchQueue = .global(qos: .userInitiated),
    onStoreFailure: @escaping @Sendable (any Error) -> Void = { _ in }
  ) {
    self.store = store
    self.answerQueue = answerQueue
    self.onStoreFailure = onStoreFailure
  }

  /// The stored lines, by product identifier (``GoodsStore/cartLines()``).
  ///
  /// - Returns: One line per product in the cart.
  /// - Throws: `DatabaseError` when the file cannot be read.
  public func lines() throws -> [CartLine] {
    try store.cartLines()
  }

  /// Adds `quantity` units of a product, on the answer queue, unless the stored cart would then
  /// hold more of it than `stock`.
  ///
  /// - Parameters:
  ///   - productID: The product's catalogue identifier.
  ///   - quantity: The units to add, 1 or more.
  ///   - stock: The product's units in stock; when the stored units plus `quantity` exceed it,
  ///     nothing is added and the addition fails with ``CartError/exceedsStock(stock:inCart:)``.
  ///   - completion: Called once on the answer queue with the cart's new item count or the
  ///     failure.
  /// - Returns: A handle that cancels the addition if it has not run yet.
  public func addToCart(
    productID: Int,
    quantity: Int,
    stock: Int,
    completion: @escaping @Sendable (Result<Int, CartError>) -> Void
  ) -> any Cancellable {
    CartAddition.run(on: answerQueue, quantity: quantity, completion: completion) {
      [store, onStoreFailure, observers] in
      do {
        let added = try store.addToCart(productID: productID, quantity: quantity, stock: stock)
        if case .success = added { observers.notify() }
        return added
      } catch {
        onStoreFailure(error)
        return .failure(.service(.unexpected(description: "the cart's store failed: \(error)")))
      }
    }
  }
}
