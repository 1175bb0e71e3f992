import Dispatch
import GoodsFeature
import MVPCore
import Testing

@Suite struct InMemoryCartServiceTests {
  private func add(_ cart: InMemoryCartService, id: Int, quantity: Int) async -> Result<
    Int, ServiceError
  > {
    await withCheckedContinuation { continuation in
      _ = cart.add(productID: id, quantity: quantity) { continuation.resume(returning: $0) }
    }
  }

  @Test func answersTheTotalUnitCount() async throws {
    let cart = InMemoryCartService()
    #expect(try await add(cart, id: 1, quantity: 2).get() == 2)
    #expect(try await add(cart, id: 2, quantity: 3).get() == 5)
    #expect(try await add(cart, id: 1, quantity: 1).get() == 6)
    #expect(cart.quantity(of: 1) == 3)
    #expect(cart.quantity(of: 2) == 3)
    #expect(cart.quantity(of: 9) == 0)
    #expect(cart.itemCount == 6)
  }

  @Test func rejectsQuantitiesBelowOne() async {
    let cart = InMemoryCartService()
    let result = await add(cart, id: 1, quantity: 0)
    #expect(result == .failure(.httpStatus(code: 400, message: "Quantity must be at least 1")))
    #expect(cart.itemCount == 0)
  }

  @Test func concurrentAdditionsAreAllCounted() async {
    let cart = InMemoryCartService()
    await withTaskGroup(of: Void.self) { group in
      for id in 0..<200 {
        group.addTask { _ = await self.add(cart, id: id % 7, quantity: 1) }
      }
    }
    #expect(cart.itemCount == 200)
  }

  @Test func cancelledAdditionIsNotApplied() async {
    let queue = DispatchQueue(label: "cart-test")
    let cart = InMemoryCartService(answerQueue: queue)
    let result: Result<Int, ServiceError> = await withCheckedContinuation { continuation in
      queue.suspend()
      let handle = cart.add(productID: 1, quantity: 1) { continuation.resume(returning: $0) }
      handle.cancel()
      queue.resume()
    }
    #expect(result == .failure(.cancelled))
    #expect(cart.itemCount == 0)
  }
}
