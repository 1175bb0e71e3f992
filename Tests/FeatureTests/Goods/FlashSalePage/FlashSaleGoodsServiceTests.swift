import Foundation
import GoodsFeature
import MVPClock
import MVPCore
import MVPTestSupport
import Testing

/// The goods section's service keeps the products of sales that have not ended, and counts the
/// others so that paging stays right (issue 13).
@MainActor @Suite(.presenterTest) struct FlashSaleGoodsServiceTests {
  let clock = ManualClock()
  let base = StubGoodsService()

  func product(_ id: Int, saleFrom start: TimeInterval?, to end: TimeInterval = 0) -> Product {
    let now = clock.now.date
    return Product(
      id: id, title: "Item \(id)", price: 10, stock: 50,
      flashSale: start.map {
        FlashSale(
          start: now.addingTimeInterval($0), end: now.addingTimeInterval(end), price: 5)
      })
  }

  @Test func onlyUpcomingAndRunningSalesStayAndTheOthersCount() async {
    let service = FlashSaleGoodsService(base: base, clock: AnyWallClock(clock))
    let answer: Result<Page<Product>, ServiceError> = await withCheckedContinuation { done in
      _ = service.products(offset: 20, limit: 4) { done.resume(returning: $0) }
      #expect(base.pages.requests == [.init(offset: 20, limit: 4)])
      base.pages.succeed(
        with: Page(
          items: [
            product(21, saleFrom: -10, to: 10), product(22, saleFrom: nil),
            product(23, saleFrom: -20, to: -10), product(24, saleFrom: 10, to: 20),
          ], offset: 20, total: 66))
    }
    let page = try? answer.get()
    #expect(page?.items.map(\.id) == [21, 24])
    #expect(page?.offset == 20 && page?.total == 66)
    #expect(page?.omittedCount == 2)
    #expect(page?.answeredCount == 4)
  }

  @Test func detailsAndCartGoToTheWrappedService() {
    let service = FlashSaleGoodsService(base: base, clock: AnyWallClock(clock))
    _ = service.product(id: 7) { _ in }
    _ = service.addToCart(productID: 7, quantity: 2, stock: 3) { _ in }
    #expect(base.details.requests == [7])
    #expect(base.cart.requests == [.init(productID: 7, quantity: 2, stock: 3)])
    base.details.succeed(with: GoodsSamples.product(7))
    base.cart.succeed(with: 2)
  }
}
