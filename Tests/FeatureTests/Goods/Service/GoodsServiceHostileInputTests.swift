import Foundation
import GoodsFeature
import MVPCore
import MVPTestSupport
import Testing

/// `HTTPGoodsService.products(offset:limit:)` against hostile answers (issue 9): every row gives
/// its typed result.
@Suite(.presenterTest) struct GoodsServiceHostileInputTests {
  /// A valid product object with `id`, and `fields` replacing or adding fields (as JSON text
  /// `"key": value`); a key mapped to `nil` is left out.
  static func product(_ id: Int, _ fields: [String: String?] = [:]) -> String {
    var all: [String: String?] = [
      "id": String(id), "title": #""Product \#(id)""#, "price": "9.99", "stock": "3",
      "description": #""\#(String(repeating: "d", count: 200))""#,
    ]
    all.merge(fields) { $1 }
    let members = all.sorted { $0.key < $1.key }.compactMap { key, value in
      value.map { #""\#(key)": \#($0)"# }
    }
    return "{" + members.joined(separator: ", ") + "}"
  }

  /// A page of one valid product and one product with `fields`.
  static func pageWithBrokenSecond(_ fields: [String: String?]) -> String {
    #"{"products": [\#(product(1)), \#(product(2, fields))], "total": 2, "skip": 0, "limit": 2}"#
  }

  /// A page of two items, one valid and `second` (raw JSON text) as its second element.
  static func pageWithSecondElement(_ second: String) -> String {
    #"{"products": [\#(product(1)), \#(second)], "total": 2, "skip": 0, "limit": 2}"#
  }

  static let rows: [HostileAnswer] =
    HostileAnswer.commonRows(listKey: "products") { product($0) } + [
      .json(
        "an item without id", pageWithBrokenSecond(["id": nil]),
        .skippingSecond(id: nil, path: "products[1].id")),
      .json(
        "an item without title", pageWithBrokenSecond(["title": nil]),
        .skippingSecond(id: "2", path: "products[1].title")),
      .json(
        "an item without price", pageWithBrokenSecond(["price": nil]),
        .skippingSecond(id: "2", path: "products[1].price")),
      .json(
        "an item without stock", pageWithBrokenSecond(["stock": nil]),
        .skippingSecond(id: "2", path: "products[1].stock")),
      .json(
        "an id as text", pageWithBrokenSecond(["id": #""2""#]),
        .skippingSecond(id: "2", path: "products[1].id")),
      .json(
        "a null title", pageWithBrokenSecond(["title": "null"]),
        .skippingSecond(id: "2", path: "products[1].title")),
      .json(
        "a stock as text", pageWithBrokenSecond(["stock": #""3""#]),
        .skippingSecond(id: "2", path: "products[1].stock")),
      .json(
        "tags as a string", pageWithBrokenSecond(["tags": #""a,b""#]),
        .skippingSecond(id: "2", path: "products[1].tags")),
      .json(
        "an id beyond Int", pageWithBrokenSecond(["id": "1e30"]),
        .skippingSecond(id: nil, path: "products[1].id")),
      .json(
        "a stock beyond Int", pageWithBrokenSecond(["stock": "9223372036854775808"]),
        .skippingSecond(id: "2", path: "products[1].stock")),
      .json(
        "a negative stock is skipped", pageWithBrokenSecond(["stock": "-5"]),
        .skippingSecond(id: "2", path: "products[1].stock")),
      .json(
        "a discount above 100 percent is skipped",
        pageWithBrokenSecond(["discountPercentage": "150"]),
        .skippingSecond(id: "2", path: "products[1].discountPercentage")),
      .json(
        "a negative id is kept", pageWithBrokenSecond(["id": "-2"]),
        .page(ids: [1, -2], offset: 0, total: 2)),
      .json(
        "a malformed thumbnail is no thumbnail", pageWithBrokenSecond(["thumbnail": #""::""#]),
        .page(ids: [1, 2], offset: 0, total: 2)),
      .json(
        "non-UTF-8 bytes in the title", pageWithBrokenSecond(["title": #""NOT-UTF8""#]),
        replacing: "NOT-UTF8", with: [0xFF, 0xFE, 0xC3],
        .skippingSecond(id: "2", path: "products[1]")),
      // Item by item (issue 9, part 1): a broken item is skipped and named; none readable is an
      // error.
      .json(
        "a null item", pageWithSecondElement("null"), .skippingSecond(id: nil, path: "products[1]")),
      .json(
        "a number as an item", pageWithSecondElement("5"),
        .skippingSecond(id: nil, path: "products[1]")),
      .json(
        "an item with only an id", pageWithSecondElement(#"{"id": 2}"#),
        .skippingSecond(id: "2", path: "products[1].price")),
      .json(
        "every item broken",
        #"{"products": [\#(product(1, ["price": #""x""#])), \#(product(2, ["price": #""x""#]))], "total": 2, "skip": 0}"#,
        .invalidMentioning([
          "products: none of the 2 items could be read; item 0 (id 1) at products[0]."
        ])),
    ]

  @Test(arguments: rows)
  func hostileAnswer(_ row: HostileAnswer) async {
    let answer = row.answer
    let server = HTTPStub { _ in answer }
    let service = HTTPGoodsService(baseURL: server.baseURL, session: server.session)

    let result: Result<Page<Product>, ServiceError> = await withCheckedContinuation {
      continuation in
      _ = service.products(offset: row.offset, limit: 20) { continuation.resume(returning: $0) }
    }

    row.check(result)
    #expect(server.requests.count == 1)
  }
}
