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

  static let rows: [HostileAnswer] =
    HostileAnswer.commonRows(listKey: "products") { product($0) } + [
      .json(
        "an item without id", pageWithBrokenSecond(["id": nil]),
        .invalidMentioning(["products.Index 1", "id"])),
      .json(
        "an item without title", pageWithBrokenSecond(["title": nil]),
        .invalidMentioning(["products.Index 1", "title"])),
      .json(
        "an item without price", pageWithBrokenSecond(["price": nil]),
        .invalidMentioning(["products.Index 1", "price"])),
      .json(
        "an item without stock", pageWithBrokenSecond(["stock": nil]),
        .invalidMentioning(["products.Index 1", "stock"])),
      .json(
        "an id as text", pageWithBrokenSecond(["id": #""2""#]),
        .invalidMentioning(["products.Index 1", "id"])),
      .json(
        "a null title", pageWithBrokenSecond(["title": "null"]),
        .invalidMentioning(["products.Index 1", "title"])),
      .json(
        "a stock as text", pageWithBrokenSecond(["stock": #""3""#]),
        .invalidMentioning(["products.Index 1", "stock"])),
      .json(
        "tags as a string", pageWithBrokenSecond(["tags": #""a,b""#]),
        .invalidMentioning(["products.Index 1", "tags"])),
      // Recorded as found: on Linux an item number that does not fit `Int` is "not valid JSON"
      // without the item's path (item decoding is issue 9, part 1).
      .json(
        "an id beyond Int", pageWithBrokenSecond(["id": "1e30"]),
        .invalid(reasonPrefix: "")),
      // Recorded as found: on Linux an item number that does not fit `Int` is "not valid JSON"
      // without the item's path (item decoding is issue 9, part 1).
      .json(
        "a stock beyond Int", pageWithBrokenSecond(["stock": "9223372036854775808"]),
        .invalid(reasonPrefix: "")),
      .json(
        "a negative stock is kept", pageWithBrokenSecond(["stock": "-5"]),
        .page(ids: [1, 2], offset: 0, total: 2)),
      .json(
        "a negative id is kept", pageWithBrokenSecond(["id": "-2"]),
        .page(ids: [1, -2], offset: 0, total: 2)),
      .json(
        "a malformed thumbnail is no thumbnail", pageWithBrokenSecond(["thumbnail": #""::""#]),
        .page(ids: [1, 2], offset: 0, total: 2)),
      .json(
        "non-UTF-8 bytes in the title", pageWithBrokenSecond(["title": #""NOT-UTF8""#]),
        replacing: "NOT-UTF8", with: [0xFF, 0xFE, 0xC3], .invalid(reasonPrefix: "")),
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
