import Foundation
import GoodsFeature
import MVPCore
import MVPNetworking
import MVPStore
import Testing

/// Saved goods (issue 14): pages kept by product in server order, per source, bounded, and read
/// back as pages that page right.
@Suite struct GoodsStoreSavedGoodsTests {
  static let source = URL(string: "https://shop.example")!
  static let noon = Date(timeIntervalSince1970: 1_767_268_800)
  let store: GoodsStore

  init() throws {
    store = try GoodsStore(.inMemory)
  }

  static func products(_ ids: some Sequence<Int>) -> [Product] {
    ids.map { Product(id: $0, title: "Item \($0)", price: 10, stock: 50) }
  }

  func save(
    _ ids: ClosedRange<Int>, offset: Int, total: Int, at date: Date = noon,
    source: URL = source
  ) throws {
    try store.save(
      Page(items: Self.products(ids), offset: offset, total: total), source: source,
      savedAt: date)
  }

  @Test func aSavedPageComesBackWithItsTotalAndDate() throws {
    try save(1...3, offset: 0, total: 10)
    #expect(
      try store.savedPage(source: Self.source, offset: 0, limit: 3)
        == Page(items: Self.products(1...3), offset: 0, total: 10, savedAt: Self.noon))
  }

  @Test func everyFieldOfAProductSurvivesIncludingQuotesAndSQLInText() throws {
    let product = Product(
      id: 9, title: "Bob's \"Best\"'); DROP TABLE saved_goods_position; --",
      description: "Line one\nline two\u{0}after a NUL", category: "beauty",
      price: Decimal(string: "9.99")!, discountPercentage: Decimal(string: "10.48")!, rating: 4.94,
      stock: 3, tags: ["a", "b"], brand: "Essence", availabilityStatus: .lowStock,
      shippingInformation: "Ships in 2 weeks", minimumOrderQuantity: 24,
      thumbnail: URL(string: "https://cdn.example/9.png"),
      flashSale: FlashSale(
        start: Self.noon, end: Self.noon.addingTimeInterval(5400), price: Decimal(string: "7.99")!))
    try store.save(
      Page(items: [product], offset: 0, total: 1), source: Self.source, savedAt: Self.noon)
    #expect(try store.savedPage(source: Self.source, offset: 0, limit: 1)?.items == [product])
    #expect(
      try store.savedProduct(id: 9, source: Self.source) == GoodsAnswer(product, savedAt: Self.noon)
    )
  }

  @Test func laterPagesContinueWhereTheSavedRunEnds() throws {
    try save(1...3, offset: 0, total: 8)
    try save(4...6, offset: 3, total: 8)
    #expect(
      try store.savedPage(source: Self.source, offset: 2, limit: 3)?.items
        == Self.products(3...5))
    // Positions 6 and 7 were never saved: the run stops at 5.
    #expect(
      try store.savedPage(source: Self.source, offset: 5, limit: 3)?.items == Self.products([6]))
    #expect(try store.savedPage(source: Self.source, offset: 6, limit: 3) == nil)
  }

  @Test func itemsThatCouldNotBeReadKeepTheirPositionsAsOmitted() throws {
    let failure = ItemDecodingFailure(
      index: 1, id: "2", path: "products[1].stock", reason: "the field stock is missing")
    try store.save(
      Page(items: Self.products([1, 3]), offset: 0, total: 3, skippedItems: [failure]),
      source: Self.source, savedAt: Self.noon)
    #expect(
      try store.savedPage(source: Self.source, offset: 0, limit: 3)
        == Page(
          items: Self.products([1, 3]), offset: 0, total: 3, omittedCount: 1,
          savedAt: Self.noon))
  }

  @Test func theSavedDateIsTheOldestOfThePage() throws {
    try save(1...2, offset: 0, total: 4)
    try save(3...4, offset: 2, total: 4, at: Self.noon.addingTimeInterval(60))
    #expect(try store.savedPage(source: Self.source, offset: 0, limit: 4)?.savedAt == Self.noon)
    #expect(
      try store.savedPage(source: Self.source, offset: 2, limit: 2)?.savedAt
        == Self.noon.addingTimeInterval(60))
  }

  @Test func aProductThatMovedIsKeptOnceAtItsNewPosition() throws {
    try save(1...3, offset: 0, total: 3)
    // The server's order changed: product 3 is now first.
    try store.save(
      Page(items: Self.products([3, 1, 2]), offset: 0, total: 3), source: Self.source,
      savedAt: Self.noon)
    #expect(
      try store.savedPage(source: Self.source, offset: 0, limit: 3)?.items
        == Self.products([3, 1, 2]))
    try store.save(
      Page(items: Self.products([2]), offset: 0, total: 3), source: Self.source,
      savedAt: Self.noon)
    // Product 2 moved to position 0; its old position 2 is no longer kept.
    #expect(
      try store.savedPage(source: Self.source, offset: 0, limit: 3)?.items
        == Self.products([2, 1]))
  }

  @Test func aSmallerTotalForgetsPositionsPastIt() throws {
    try save(1...4, offset: 0, total: 4)
    try save(1...2, offset: 0, total: 2)
    #expect(
      try store.savedPage(source: Self.source, offset: 0, limit: 4)
        == Page(items: Self.products(1...2), offset: 0, total: 2, savedAt: Self.noon))
  }

  @Test func onlyTheFirstFiveHundredPositionsAreKept() throws {
    try save(491...510, offset: 490, total: 1000)
    #expect(
      try store.savedPage(source: Self.source, offset: 490, limit: 20)?.items
        == Self.products(491...500))
    #expect(try store.savedPage(source: Self.source, offset: 500, limit: 20) == nil)
    try save(601...620, offset: 600, total: 1000)
    #expect(try store.savedPage(source: Self.source, offset: 600, limit: 20) == nil)
  }

  @Test func goodsOfOneSourceAreNeverAnsweredForAnother() throws {
    try save(1...3, offset: 0, total: 3)
    #expect(
      try store.savedPage(source: URL(string: "https://other.example")!, offset: 0, limit: 3) == nil
    )
    #expect(try store.savedProduct(id: 1, source: URL(string: "https://other.example")!) == nil)
    #expect(
      try store.savedProduct(id: 1, source: Self.source)
        == GoodsAnswer(Self.products([1])[0], savedAt: Self.noon))
  }

  @Test func theSourceSavedLongestAgoIsForgottenPastTheLimit() throws {
    let sources = (1...GoodsStore.savedSourceLimit + 1).map {
      URL(string: "https://shop\($0).example")!
    }
    for (minute, source) in sources.enumerated() {
      try save(
        1...1, offset: 0, total: 1, at: Self.noon.addingTimeInterval(Double(minute) * 60),
        source: source)
    }
    #expect(try store.savedPage(source: sources[0], offset: 0, limit: 1) == nil)
    for source in sources.dropFirst() {
      #expect(try store.savedPage(source: source, offset: 0, limit: 1)?.items == Self.products([1]))
    }
  }

  @Test func aRowThatCannotBeReadCountsAsOmittedNotAsAFailure() throws {
    try save(1...2, offset: 0, total: 2)
    try store.database.write { connection in
      try connection.execute(
        "UPDATE saved_goods_position SET product = ?1 WHERE product_id = 1",
        .blob(Data("{\"id\": 1}".utf8)))
    }
    #expect(
      try store.savedPage(source: Self.source, offset: 0, limit: 2)
        == Page(items: Self.products([2]), offset: 0, total: 2, omittedCount: 1, savedAt: Self.noon)
    )
  }
}
