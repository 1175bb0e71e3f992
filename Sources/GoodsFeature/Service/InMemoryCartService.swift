import Dispatch
import Foundation
import MVPCore

/// A cart kept in memory for the life of the process, safe to use from any thread.
///
/// Each addition runs asynchronously on the answer queue, as a remote cart would answer; its
/// completion is called on that queue. A cancelled addition that has not run yet is not applied
/// and answers `ServiceError/cancelled`. It keeps the stock rule: an addition that would take a
/// product's quantity above its stock is refused whole (``CartError/exceedsStock(stock:inCart:)``).
///
/// Threading: every method may be called from any thread; the contents are guarded by a lock.
public final class InMemoryCartService: CartService, @unchecked Sendable {
  // Guarded by `lock`.
  private let lock = NSLock()
  private var quantities: [Int: Int] = [:]
  private let answerQueue: DispatchQueue

  /// Creates an empty cart.
  ///
  /// - Parameter answerQueue: Where additions run and completions are called; defaults to a
  ///   global queue.
  public init(answerQueue: DispatchQueue = .global(qos: .userInitiated)) {
    self.answerQueue = answerQueue
  }

  /// The total number of units in the cart.
  public var itemCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return quantities.values.reduce(0, +)
  }

  /// The units of one product in the cart.
  ///
  /// - Parameter productID: The product's catalogue identifier.
  /// - Returns: Its quantity, 0 when absent.
  public func quantity(of productID: Int) -> Int {
    lock.lock()
    defer { lock.unlock() }
    return quantities[productID] ?? 0
  }

  /// Adds `quantity` units of a product, on the answer queue, unless the cart would then hold
  /// more of it than `stock`.
  ///
  /// - Parameters:
  ///   - productID: The product's catalogue identifier.
  ///   - quantity: The units to add; below 1 the addition fails with
  ///     ``CartError/service(_:)`` of `ServiceError/httpStatus(code:message:)` code 400, as a
  ///     cart API rejects a bad request.
  ///   - stock: The product's units in stock; when the units already in the cart plus `quantity`
  ///     exceed it, nothing is added and the addition fails with
  ///     ``CartError/exceedsStock(stock:inCart:)``.
  ///   - completion: Called once on the answer queue with the cart's new item count or the
  ///     failure; a cancelled addition answers ``CartError/service(_:)`` of
  ///     `ServiceError/cancelled`.
  /// - Returns: A handle that cancels the addition if it has not run yet.
  public func addToCart(
    productID: Int,
    quantity: Int,
    stock: Int,
    completion: @escaping @Sendable (Result<Int, CartError>) -> Void
  ) -> any Cancellable {
    CartAddition.run(on: answerQueue, quantity: quantity, completion: completion) { [self] in
      addLocked(productID: productID, quantity: quantity, stock: stock)
    }
  }

  private func addLocked(productID: Int, quantity: Int, stock: Int) -> Result<Int, CartError> {
    lock.lock()
    defer { lock.unlock() }
    let inCart = quantities[productID] ?? 0
    // Compared as `quantity > stock - inCart` so that no quantity can overflow the sum.
    guard quantity <= stock - inCart else {
      return .failure(.exceedsStock(stock: stock, inCart: inCart))
    }
    quantities[productID] = inCart + quantity
    return .success(quantities.values.reduce(0, +))
  }
}
