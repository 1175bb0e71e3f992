import Foundation
import MVPCore
import MVPNetworking
import Testing

/// ``DecodedItems``: a list answer decoded item by item (issue 9, part 1): one bad record is
/// skipped and named, never the whole answer.
@Suite struct DecodedItemsTests {
  struct Item: Decodable, Equatable {
    let id: Int
    let price: Double
  }

  struct Answer: Decodable {
    let products: DecodedItems<Item>
  }

  func decode(_ json: String) throws -> DecodedItems<Item> {
    try JSONDecoder().decode(Answer.self, from: Data(json.utf8)).products
  }

  @Test func everyItemDecodesWhenAllAreGood() throws {
    let decoded = try decode(#"{"products": [{"id": 1, "price": 1}, {"id": 2, "price": 2.5}]}"#)
    #expect(decoded.items == [Item(id: 1, price: 1), Item(id: 2, price: 2.5)])
    #expect(decoded.failures == [])
    #expect(decoded.count == 2)
  }

  @Test func aBrokenItemIsSkippedAndNamedWithItsIndexIdAndPath() throws {
    let decoded = try decode(
      #"""
      {"products": [{"id": 1, "price": 1}, {"id": 2, "price": "9.99"},
                    {"id": 3, "price": 3}, {"id": 4}, {"id": 5, "price": 5}]}
      """#)
    #expect(decoded.items.map(\.id) == [1, 3, 5])
    #expect(decoded.count == 5)
    #expect(decoded.failures.map(\.index) == [1, 3])
    #expect(decoded.failures.map(\.id) == ["2", "4"])
    #expect(decoded.failures.map(\.path) == ["products[1].price", "products[3].price"])
    #expect(decoded.failures[1].reason == "the field price is missing")
    #expect(decoded.failures[0].reason.isEmpty == false)
    #expect(
      decoded.failures[1].description
        == "item 3 (id 4) at products[3].price: the field price is missing")
  }

  @Test(arguments: ["null", "5", #""text""#, "[1, 2]", "{}", #"{"id": null}"#, #"{"id": 2.5}"#])
  func anElementWithoutAReadableIdIsSkippedWithoutOne(_ element: String) throws {
    let decoded = try decode(#"{"products": [\#(element), {"id": 2, "price": 2}]}"#)
    #expect(decoded.items.map(\.id) == [2])
    #expect(decoded.failures.count == 1)
    #expect(decoded.failures.first?.index == 0)
    #expect(decoded.failures.first?.id == nil)
    #expect(decoded.failures.first?.path.hasPrefix("products[0]") == true)
  }

  @Test func aTextIdNamesTheItem() throws {
    let decoded = try decode(#"{"products": [{"id": "a7", "price": 1}]}"#)
    #expect(decoded.failures.map(\.id) == ["a7"])
    #expect(decoded.failures.map(\.path) == ["products[0].id"])
  }

  @Test func aNumberThatDoesNotFitSkipsOnlyItsItem() throws {
    // On Linux the decoder throws its own error (not a DecodingError) for such a number.
    let decoded = try decode(
      #"{"products": [{"id": 1, "price": 1}, {"id": 1e30, "price": 2}, {"id": 3, "price": 3}]}"#)
    #expect(decoded.items.map(\.id) == [1, 3])
    #expect(decoded.failures.map(\.index) == [1])
    #expect(decoded.failures.first?.path.hasPrefix("products[1]") == true)
  }

  @Test func theArrayPathIsTheWholePathFromTheRoot() throws {
    struct Outer: Decodable {
      struct Data: Decodable { let products: DecodedItems<Item> }
      let data: Data
    }
    let json = #"{"data": {"products": [{"id": 1, "price": false}]}}"#
    let decoded = try JSONDecoder().decode(Outer.self, from: Data(json.utf8)).data.products
    #expect(decoded.failures.map(\.path) == ["data.products[0].price"])
  }

  @Test func anEmptyArrayHasNothing() throws {
    let decoded = try decode(#"{"products": []}"#)
    #expect(decoded.items == [] && decoded.failures == [] && decoded.count == 0)
  }

  @Test(arguments: [#"{"products": null}"#, #"{"products": {}}"#, #"{}"#, #"{"products": 5}"#])
  func aValueThatIsNotAnArrayFailsTheAnswer(_ json: String) {
    #expect(throws: DecodingError.self) { try decode(json) }
  }

  @Test func mappingKeepsTheFailures() throws {
    let decoded = try decode(#"{"products": [{"id": 1, "price": 1}, {"id": 2}]}"#)
    let titles = decoded.map { "product \($0.id)" }
    #expect(titles.items == ["product 1"])
    #expect(titles.failures == decoded.failures)
    #expect(titles.count == 2)
  }

  @Test func aLargeAnswerWithManyBrokenItemsKeepsEveryGoodOne() throws {
    let elements = (1...3_000).map { id in
      id % 3 == 0 ? #"{"id": \#(id), "price": "9.99"}"# : #"{"id": \#(id), "price": 1}"#
    }
    let decoded = try decode(#"{"products": [\#(elements.joined(separator: ","))]}"#)
    #expect(decoded.items.map(\.id) == (1...3_000).filter { $0 % 3 != 0 })
    #expect(decoded.failures.map(\.id) == (1...1_000).map { String($0 * 3) })
  }
}
