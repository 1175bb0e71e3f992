import DummyJSON
import Foundation
import MVPCore
import MVPNetworking
import Testing

/// ``PageValidation/page(decodedItems:skip:total:limit:requestedOffset:)``: skipped items count
/// toward the paging numbers, and a page of which nothing decodes is an error (issue 9, part 1).
@Suite struct PageValidationDecodedItemsTests {
  struct Answer: Decodable {
    let products: DecodedItems<Product>
  }

  func decoded(_ elements: String) throws -> DecodedItems<Product> {
    let json = #"{"products": [\#(elements)]}"#
    return try JSONDecoder().decode(Answer.self, from: Data(json.utf8)).products
  }

  @Test func skippedItemsTravelInThePage() throws {
    let items = try decoded(#"{"id": 1, "title": "a"}, {"id": 2}"#)
    let page = try PageValidation.page(
      decodedItems: items, skip: 20, total: 22, limit: 2, requestedOffset: 20)
    #expect(page.items.map(\.id) == [1])
    #expect(page.offset == 20 && page.total == 22)
    #expect(page.skippedItems.map(\.id) == ["2"])
    #expect(page.answeredCount == 2)
  }

  @Test func skippedItemsCountTowardTheTotalCheck() throws {
    let items = try decoded(#"{"id": 1, "title": "a"}, {"id": 2}"#)
    #expect(throws: ServiceError.self) {
      try PageValidation.page(
        decodedItems: items, skip: 20, total: 21, limit: nil, requestedOffset: 20)
    }
  }

  @Test func aPageOfWhichNoItemDecodesIsAnErrorNamingTheFirstFailure() throws {
    let items = try decoded(#"{"id": 7, "title": 5}, null"#)
    #expect(
      throws: ServiceError.invalidResponse(
        reason: "products: none of the 2 items could be read; item 0 (id 7) at "
          + "products[0].title: \(items.failures[0].reason)")
    ) {
      try PageValidation.page(
        decodedItems: items, skip: 0, total: 2, limit: nil, requestedOffset: 0)
    }
    let one = try decoded("5")
    #expect(throws: ServiceError.self) {
      try PageValidation.page(decodedItems: one, skip: 0, total: 1, limit: nil, requestedOffset: 0)
    }
  }

  @Test func anEmptyAnswerIsAnEmptyPage() throws {
    let page = try PageValidation.page(
      decodedItems: try decoded(""), skip: 0, total: 0, limit: nil, requestedOffset: 0)
    #expect(page == Page(items: [], offset: 0, total: 0))
  }

  @Test func theNumbersAreCheckedFirst() throws {
    let items = try decoded("5")
    #expect(
      throws: ServiceError.invalidResponse(reason: "skip: 3 differs from the requested offset 0")
    ) {
      try PageValidation.page(
        decodedItems: items, skip: 3, total: 9, limit: nil, requestedOffset: 0)
    }
  }
}

/// A product of a DummyJSON page, as far as these tests read it.
struct Product: Decodable, Equatable {
  let id: Int
  let title: String
}
