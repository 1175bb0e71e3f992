import Dispatch
import GoodsFeature
import MVPCore
import Testing

@Suite struct InMemoryCartServiceTests {
  @Test func answersTheTotalUnitCount() async throws {
    let cart = InMemoryCartService()
    #expect(try await cart.added(id: 1, quantity: 2).get() == 2)
    #expect(try await cart.added(id: 2, quantity: 3).get() == 5)
    #expect(try await cart.added(id: 1, quantity: 1).get() == 6)
    #expect(cart.quantity(of: 1) == 3)
    #expect(cart.quantity(of: 2) == 3)
    #expect(cart.quantity(of: 9) == 0)
    #expect(cart.itemCount == 6)
  }

  @Test func rejectsQuantitiesBelowOne() async {
    let cart = InMemoryCartService()
    let result = await cart.added(id: 1, quantity: 0)
    #expect(
      result == .failure(.service(.httpStatus(code: 400, message: "Quantity must be at least 1"))))
    #expect(cart.itemCount == 0)
  }

  @Test func concurrentAdditionsAreAllCounted() async {
    let cart = InMemoryCartService()
    await withTaskGroup(of: Void.self) { group in
      for id in 0..<200 {
        group.addTask { _ = await cart.added(id: id % 7, quantity: 1) }
      }
    }
    #expect(cart.itemCount == 200)
  }

  @Test func cancelledAdditionIsNotApplied() async {
    let queue = DispatchQueue(label: "cart-test")
    let cart = InMemoryCartService(answerQueue: queue)
    let result: Result<Int, CartError> = await withCheckedContinuation { continuation in
      queue.suspend()
      let handle = cart.addToCart(productID: 1, quantity: 1, stock: 5) {
        continuation.resume(returning: $0)
      }
      handle.cancel()
      queue.resume()
    }
    #expect(result == .failure(.service(.cancelled)))
    #expect(cart.itemCount == 0)
  }

  /// Issue 12: `open 1`, `cart 98`, `cart 98` put 196 units of a product with 98 in stock in the
  /// cart; the cart counts what it holds already.
  @Test func refusesAnAdditionThatWouldExceedTheStockWithWhatIsInTheCart() async throws {
    let cart = InMemoryCartService()
    #expect(try await cart.added(id: 1, quantity: 98, stock: 98).get() == 98)
    #expect(
      await cart.added(id: 1, quantity: 98, stock: 98)
        == .failure(.exceedsStock(stock: 98, inCart: 98)))
    #expect(
      await cart.added(id: 1, quantity: 1, stock: 98)
        == .failure(.exceedsStock(stock: 98, inCart: 98)))
    #expect(cart.quantity(of: 1) == 98)
    #expect(try await cart.added(id: 2, quantity: 3, stock: 5).get() == 101)
    #expect(
      await cart.added(id: 2, quantity: 3, stock: 5) == .failure(.exceedsStock(stock: 5, inCart: 3))
    )
    #expect(try await cart.added(id: 2, quantity: 2, stock: 5).get() == 103)
    #expect(cart.itemCount == 103)
  }

  @Test func aQuantityTooLargeToAddIsRefusedWithoutOverflow() async {
    let cart = InMemoryCartService()
    _ = await cart.added(id: 1, quantity: 2, stock: 10)
    #expect(
      await cart.added(id: 1, quantity: Int.max, stock: 10)
        == .failure(.exceedsStock(stock: 10, inCart: 2)))
    #expect(cart.itemCount == 2)
  }
}
