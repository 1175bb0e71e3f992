import Dispatch
import Foundation
import GoodsFeature
import MVPCore
import MVPStore
import MVPTestSupport
import Testing

/// The stored cart as a `CartService` (issue 14): the same answers as the in-memory cart, kept in
/// a file that outlives the service, and a calm failure when the file cannot be written.
@Suite struct StoredCartServiceTests {
  let directory: TemporaryDirectory
  let file: URL

  init() throws {
    directory = try TemporaryDirectory()
    file = directory.file("cart.sqlite")
  }

  @Test func theCartSurvivesANewServiceOnTheSameFile() async throws {
    do {
      let cart = try StoredCartService(store: GoodsStore(.file(file)))
      #expect(await cart.added(id: 45, quantity: 2) == .success(2))
      #expect(await cart.added(id: 45, quantity: 1) == .success(3))
    }
    let cart = try StoredCartService(store: GoodsStore(.file(file)))
    #expect(try cart.lines() == [CartLine(productID: 45, quantity: 3)])
    #expect(
      await cart.added(id: 45, quantity: 2, stock: 4)
        == .failure(.exceedsStock(stock: 4, inCart: 3)))
  }

  @Test func quantitiesBelowOneAreRefusedLikeABadRequest() async throws {
    let cart = try StoredCartService(store: GoodsStore(.inMemory))
    #expect(
      await cart.added(id: 1, quantity: 0)
        == .failure(.service(.httpStatus(code: 400, message: "Quantity must be at least 1"))))
    #expect(try cart.lines() == [])
  }

  @Test func concurrentAdditionsAreAllCounted() async throws {
    let cart = try StoredCartService(store: GoodsStore(.file(file)))
    await withTaskGroup(of: Void.self) { group in
      for id in 0..<100 {
        group.addTask { _ = await cart.added(id: id % 7, quantity: 1) }
      }
    }
    #expect(try cart.lines().map(\.quantity).reduce(0, +) == 100)
  }

  @Test func aCancelledAdditionIsNotApplied() async throws {
    let queue = DispatchQueue(label: "stored-cart-test")
    let cart = try StoredCartService(store: GoodsStore(.inMemory), answerQueue: queue)
    let result: Result<Int, CartError> = await withCheckedContinuation { continuation in
      queue.suspend()
      let handle = cart.addToCart(productID: 1, quantity: 1, stock: 5) {
        continuation.resume(returning: $0)
      }
      handle.cancel()
      queue.resume()
    }
    #expect(result == .failure(.service(.cancelled)))
    #expect(try cart.lines() == [])
  }

  @Test func aFileThatCannotBeWrittenIsACalmFailureAndNothingIsAdded() async throws {
    _ = try GoodsStore(.file(file))
    let store = try GoodsStore(database: Database(.file(file), access: .readOnly))
    let failures = LockedValue<[DatabaseError.Kind?]>([])
    let cart = StoredCartService(
      store: store,
      onStoreFailure: { error in failures.mutate { $0.append((error as? DatabaseError)?.kind) } })
    let result = await cart.added(id: 1, quantity: 1)
    #expect(
      result
        == .failure(
          .service(
            .unexpected(
              description: "the cart's store failed: attempt to write a readonly database (code 8) "
                + "in INSERT INTO cart_line (product_id, quantity) VALUES (?1, ?2)\n"
                + "ON CONFLICT (product_id) DO UPDATE SET quantity = quantity + excluded.quantity"))
        ))
    #expect(failures.value == [.readOnly])
    #expect(try cart.lines() == [])
  }

  @Test func theServiceAndItsStoreAreReleased() async throws {
    weak var weakStore: GoodsStore?
    weak var weakDatabase: Database?
    do {
      let store = try GoodsStore(.file(file))
      weakStore = store
      weakDatabase = store.database
      let cart = StoredCartService(store: store)
      #expect(await cart.added(id: 1, quantity: 1) == .success(1))
    }
    #expect(weakStore == nil)
    #expect(weakDatabase == nil)
  }
}
