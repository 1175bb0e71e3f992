import Foundation
import GoodsFeature
import MVPStore
import MVPTestSupport
import Testing

/// The stored cart (issue 14): lines per product with summed quantities, the stock rule against
/// the stored quantity, and a cart that outlives the program, on real SQLite files.
@Suite struct GoodsStoreCartTests {
  let directory: TemporaryDirectory
  let file: URL

  init() throws {
    directory = try TemporaryDirectory()
    file = directory.file("shop.sqlite")
  }

  @Test func quantitiesAreSummedPerProductAndTheCountIsEveryUnit() throws {
    let store = try GoodsStore(.file(file))
    #expect(try store.addToCart(productID: 45, quantity: 2, stock: 10) == .success(2))
    #expect(try store.addToCart(productID: 7, quantity: 1, stock: 10) == .success(3))
    #expect(try store.addToCart(productID: 45, quantity: 3, stock: 10) == .success(6))
    #expect(
      try store.cartLines() == [
        CartLine(productID: 7, quantity: 1), CartLine(productID: 45, quantity: 5),
      ])
  }

  @Test func theStockRuleCountsTheStoredQuantityAfterAReopen() throws {
    do {
      let store = try GoodsStore(.file(file))
      #expect(try store.addToCart(productID: 45, quantity: 4, stock: 5) == .success(4))
    }
    let reopened = try GoodsStore(.file(file))
    #expect(
      try reopened.addToCart(productID: 45, quantity: 2, stock: 5)
        == .failure(.exceedsStock(stock: 5, inCart: 4)))
    #expect(try reopened.cartLines() == [CartLine(productID: 45, quantity: 4)])
    #expect(try reopened.addToCart(productID: 45, quantity: 1, stock: 5) == .success(5))
  }

  @Test func quantitiesNearIntMaxAreRefusedWithoutOverflow() throws {
    let store = try GoodsStore(.inMemory)
    #expect(
      try store.addToCart(productID: 1, quantity: Int.max - 1, stock: Int.max)
        == .success(Int.max - 1))
    #expect(
      try store.addToCart(productID: 1, quantity: 2, stock: Int.max)
        == .failure(.exceedsStock(stock: Int.max, inCart: Int.max - 1)))
  }

  @Test func twoStoresOnOneFileSeeEachOthersAdditions() throws {
    let first = try GoodsStore(.file(file))
    let second = try GoodsStore(.file(file))
    #expect(try first.addToCart(productID: 3, quantity: 2, stock: 3) == .success(2))
    #expect(
      try second.addToCart(productID: 3, quantity: 2, stock: 3)
        == .failure(.exceedsStock(stock: 3, inCart: 2)))
    #expect(try second.addToCart(productID: 3, quantity: 1, stock: 3) == .success(3))
    #expect(try first.cartLines() == [CartLine(productID: 3, quantity: 3)])
  }

  @Test func anEmptyCartHasNoLines() throws {
    #expect(try GoodsStore(.inMemory).cartLines() == [])
  }
}
