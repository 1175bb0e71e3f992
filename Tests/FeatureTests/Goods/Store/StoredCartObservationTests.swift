import Foundation
import GoodsFeature
import MVPCore
import MVPStore
import MVPTestSupport
import Testing

/// `StoredCartService.observeItems(titlesFrom:onChange:onError:)`: the cart's items now, then
/// after each committed addition, with the kept products' titles; a store that cannot be read
/// fails once.
@Suite struct StoredCartObservationTests {
  static let source = URL(string: "https://dummyjson.com")!
  let store: GoodsStore
  let cart: StoredCartService
  let received = LockedValue<[String]>([])

  init() throws {
    store = try GoodsStore(.inMemory)
    cart = StoredCartService(store: store)
    try store.save(
      Page(items: [GoodsSamples.product(45)], offset: 0, total: 1), source: Self.source,
      savedAt: Date(timeIntervalSince1970: 0))
  }

  func observe() -> any Cancellable {
    cart.observeItems(
      titlesFrom: Self.source,
      onChange: { [received] items in
        let lines = items.map { "\($0.quantity) × \($0.title ?? "#\($0.productID)")" }
        received.mutate { $0.append(lines.joined(separator: ", ")) }
      },
      onError: { [received] error in
        received.mutate {
          $0.append("failed: \((error as? DatabaseError)?.kind == nil ? "?" : "DatabaseError")")
        }
      })
  }

  @Test func sendsTheItemsAtOnceThenAfterEachCommittedAddition() async {
    _ = await cart.added(id: 45, quantity: 2)
    let observation = observe()
    #expect(received.value == ["2 × Item 45"])
    _ = await cart.added(id: 7, quantity: 1)
    _ = await cart.added(id: 45, quantity: 5, stock: 3)  // refused: nothing committed
    #expect(received.value == ["2 × Item 45", "1 × #7, 2 × Item 45"])
    observation.cancel()
    _ = await cart.added(id: 7, quantity: 1)
    #expect(received.value.count == 2, "a cancelled observation receives nothing")
  }

  @Test func aCartThatCannotBeReadFailsAtOnce() throws {
    try store.database.write { try $0.execute("DROP TABLE cart_line") }
    let observation = observe()
    #expect(received.value == ["failed: DatabaseError"])
    observation.cancel()
  }
}
