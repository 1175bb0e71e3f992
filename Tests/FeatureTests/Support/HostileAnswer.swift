import Foundation
import MVPCore
import MVPNetworking
import MVPTestSupport
import Testing

/// One hostile answer of a fake server to a list request, with the typed result a list service
/// must give for it (issue 9's hostile-input table).
///
/// Results are compared as typed values, never as user-facing text: a page by its ids, offset and
/// total; an error by its `ServiceError` case, except that an `invalidResponse` is matched by case
/// and by the start of its reason only when the row names one (the field at fault).
struct HostileAnswer: Sendable, CustomTestStringConvertible {
  /// What a list service must answer.
  enum Expected: Sendable, Equatable {
    /// A page with these item ids (in order), offset and total, and no skipped item.
    case page(ids: [Int], offset: Int, total: Int)
    /// A page of the first of two items (id 1, offset 0, total 2) whose second item was skipped
    /// with a failure naming this `id` (`nil`: none readable) and exactly this path.
    case skippingSecond(id: String?, path: String)
    /// Exactly this error (not for `invalidResponse`: use ``invalid(reasonPrefix:)``).
    case failure(ServiceError)
    /// `ServiceError.invalidResponse` whose reason starts with `reasonPrefix`; empty for any.
    case invalid(reasonPrefix: String)
    /// `ServiceError.invalidResponse` whose reason contains each of `parts` (an item's path and
    /// the field at fault).
    case invalidMentioning([String])
  }

  /// A short description, shown as the test argument.
  let name: String
  /// The HTTP status code.
  let status: Int
  /// The response headers.
  let headers: [String: String]
  /// The body bytes.
  let body: Data
  /// The offset the list request asks for.
  let offset: Int
  /// The typed result.
  let expected: Expected

  var testDescription: String { name }

  /// The answer for an `HTTPStub`.
  var answer: HTTPStub.Answer { .response(status: status, headers: headers, body: body) }

  /// A row with a raw body.
  static func bytes(
    _ name: String, status: Int = 200, headers: [String: String] = [:], _ body: Data,
    offset: Int = 0, _ expected: Expected
  ) -> HostileAnswer {
    HostileAnswer(
      name: name, status: status, headers: headers, body: body, offset: offset,
      expected: expected)
  }

  /// A row with a UTF-8 text body served as `application/json`.
  static func json(
    _ name: String, status: Int = 200, _ text: String, offset: Int = 0, _ expected: Expected
  ) -> HostileAnswer {
    bytes(
      name, status: status, headers: ["Content-Type": "application/json"], Data(text.utf8),
      offset: offset, expected)
  }

  /// A row with a UTF-8 text body served as `application/json`, where `marker` is replaced by
  /// `bytes` (for bytes that are not UTF-8).
  static func json(
    _ name: String, _ text: String, replacing marker: String, with bytes: [UInt8],
    _ expected: Expected
  ) -> HostileAnswer {
    let parts = text.components(separatedBy: marker)
    var body = Data()
    for (index, part) in parts.enumerated() {
      if index > 0 { body.append(contentsOf: bytes) }
      body.append(contentsOf: Data(part.utf8))
    }
    return Self.bytes(
      name, headers: ["Content-Type": "application/json"], body, offset: 0, expected)
  }

  /// Records an issue unless `result` is the expected one.
  func check<Item: Identifiable>(
    _ result: Result<Page<Item>, ServiceError>, sourceLocation: SourceLocation = #_sourceLocation
  ) where Item.ID == Int {
    switch (expected, result) {
    case (.page(let ids, let offset, let total), .success(let page)):
      #expect(page.items.map(\.id) == ids, sourceLocation: sourceLocation)
      #expect(page.offset == offset, sourceLocation: sourceLocation)
      #expect(page.total == total, sourceLocation: sourceLocation)
      #expect(page.skippedItems == [], sourceLocation: sourceLocation)
    case (.skippingSecond(let id, let path), .success(let page)):
      #expect(page.items.map(\.id) == [1], sourceLocation: sourceLocation)
      #expect(page.offset == 0 && page.total == 2, sourceLocation: sourceLocation)
      #expect(page.skippedItems.count == 1, sourceLocation: sourceLocation)
      let skipped = page.skippedItems.first
      #expect(skipped?.index == 1, sourceLocation: sourceLocation)
      #expect(skipped?.id == id, sourceLocation: sourceLocation)
      #expect(
        skipped?.path == path, "\(String(describing: skipped))", sourceLocation: sourceLocation)
      #expect(skipped?.reason.isEmpty == false, sourceLocation: sourceLocation)
    case (.failure(let error), .failure(let actual)):
      #expect(actual == error, sourceLocation: sourceLocation)
    case (.invalid(let prefix), .failure(.invalidResponse(let reason))):
      #expect(reason.hasPrefix(prefix), "reason: \(reason)", sourceLocation: sourceLocation)
    case (.invalidMentioning(let parts), .failure(.invalidResponse(let reason))):
      for part in parts {
        #expect(reason.contains(part), "reason: \(reason)", sourceLocation: sourceLocation)
      }
    default:
      let summary = result.map { "page of \($0.items.count) at \($0.offset) of \($0.total)" }
      Issue.record("expected \(expected), got \(summary)", sourceLocation: sourceLocation)
    }
  }

  /// The rows that do not depend on the shape of an item: bodies and statuses around a list
  /// answer `{"<listKey>": [...], "total": T, "skip": S, "limit": N}`.
  ///
  /// - Parameters:
  ///   - listKey: The key of the items, for example `"products"`.
  ///   - item: A valid item object with the given id, as JSON text.
  static func commonRows(listKey: String, item: (Int) -> String) -> [HostileAnswer] {
    func page(_ ids: [Int], total: Int, skip: Int = 0, limit: String? = nil) -> String {
      let items = ids.map(item).joined(separator: ",")
      return #"{"\#(listKey)": [\#(items)], "total": \#(total), "skip": \#(skip), "limit": "#
        + (limit ?? String(ids.count)) + "}"
    }
    func numbers(total: String, skip: String = "0", limit: String = "1") -> String {
      #"{"\#(listKey)": [\#(item(1))], "total": \#(total), "skip": \#(skip), "limit": \#(limit)}"#
    }
    let valid = page([1, 2], total: 2)
    let html = "<html><body><h1>Service Unavailable</h1></body></html>"
    let htmlHeaders = ["Content-Type": "text/html"]
    let message = #"{"message": "down"}"#
    let hugeMessage = String(repeating: "x", count: 1_000_000)
    var nonUTF8 = Data(#"{"\#(listKey)": [], "total": 0, "skip": 0, "note": ""#.utf8)
    nonUTF8.append(contentsOf: [0xFF, 0xFE, 0xC3])
    nonUTF8.append(contentsOf: Data(#""}"#.utf8))
    let largeIDs = Array(1...10_000)
    let large = page(largeIDs, total: 10_000)
    return [
      .json("a valid page", valid, .page(ids: [1, 2], offset: 0, total: 2)),
      .json("an empty page", page([], total: 0), .page(ids: [], offset: 0, total: 0)),
      .json(
        "unknown top-level fields are ignored",
        #"{"extra": {"a": [1, 2]}, "\#(listKey)": [], "total": 0, "skip": 0}"#,
        .page(ids: [], offset: 0, total: 0)),
      .bytes(
        "valid JSON as text/plain", headers: ["Content-Type": "text/plain"], Data(valid.utf8),
        .page(ids: [1, 2], offset: 0, total: 2)),
      .bytes("an empty body", Data(), .invalid(reasonPrefix: "")),
      .json("null", "null", .invalid(reasonPrefix: "")),
      .json("a top-level array", "[]", .invalid(reasonPrefix: "")),
      .json("a bare message with 200", message, .invalidMentioning([listKey])),
      .json("truncated JSON", String(valid.prefix(valid.count / 2)), .invalid(reasonPrefix: "")),
      .bytes("HTML with 200", headers: htmlHeaders, Data(html.utf8), .invalid(reasonPrefix: "")),
      .json(
        "the list is null", #"{"\#(listKey)": null, "total": 0, "skip": 0}"#,
        .invalid(reasonPrefix: listKey)),
      .json(
        "the list is an object", #"{"\#(listKey)": {}, "total": 0, "skip": 0}"#,
        .invalid(reasonPrefix: listKey)),
      // Lenient: JSONDecoder does not check the bytes of a string nobody reads.
      .bytes(
        "non-UTF-8 bytes in an unknown field", headers: ["Content-Type": "application/json"],
        nonUTF8, .page(ids: [], offset: 0, total: 0)),
      // Recorded as found: a page request needs a body, so 204 is an invalid response (issue 9
      // part 5 makes a 2xx without a body success only where the operation needs none).
      .bytes("204 without a body", status: 204, Data(), .invalid(reasonPrefix: "")),
      .json("204 with a JSON message", status: 204, message, .invalid(reasonPrefix: "")),
      // Recorded as found: a 301 that URLSession does not follow (no Location) is an HTTP-status
      // error carrying the body's message, as for any non-2xx status.
      .bytes(
        "301 without a body", status: 301, Data(),
        .failure(.httpStatus(code: 301, message: nil))),
      .json(
        "301 with a JSON message", status: 301, message,
        .failure(.httpStatus(code: 301, message: "down"))),
      .bytes(
        "404 without a body", status: 404, Data(),
        .failure(.httpStatus(code: 404, message: nil))),
      .json(
        "404 with a JSON message", status: 404, message,
        .failure(.httpStatus(code: 404, message: "down"))),
      .bytes(
        "429 without a body, with Retry-After", status: 429, headers: ["Retry-After": "30"],
        Data(), .failure(.tooManyRequests(retryAfter: 30))),
      .json(
        "429 with a JSON message", status: 429, message,
        .failure(.tooManyRequests(retryAfter: nil))),
      .bytes(
        "503 without a body", status: 503, Data(),
        .failure(.httpStatus(code: 503, message: nil))),
      .json(
        "503 with a JSON message", status: 503, message,
        .failure(.httpStatus(code: 503, message: "down"))),
      .bytes(
        "503 with HTML", status: 503, headers: htmlHeaders, Data(html.utf8),
        .failure(.httpStatus(code: 503, message: nil))),
      .json(
        "503 with a numeric message", status: 503, #"{"message": 5}"#,
        .failure(.httpStatus(code: 503, message: nil))),
      // The error value keeps the whole message (issue 9 part 4 bounds only the shown text).
      .json(
        "503 with a huge message", status: 503, #"{"message": "\#(hugeMessage)"}"#,
        .failure(.httpStatus(code: 503, message: hugeMessage))),
      .json(
        "500 with a valid page", status: 500, valid,
        .failure(.httpStatus(code: 500, message: nil))),
      // Paging numbers (issue 9, part 6).
      .json(
        "total Int.max", numbers(total: String(Int.max)),
        .page(ids: [1], offset: 0, total: .max)),
      .json("negative total", numbers(total: "-1"), .invalid(reasonPrefix: "total: ")),
      .json("total below skip plus items", numbers(total: "0"), .invalid(reasonPrefix: "total: ")),
      .json(
        "total beyond Int", numbers(total: "9223372036854775808"),
        .invalid(reasonPrefix: "total: ")),
      .json("total 1e30", numbers(total: "1e30"), .invalid(reasonPrefix: "total: ")),
      .json("fractional total", numbers(total: "1.5"), .invalid(reasonPrefix: "total: ")),
      .json("total as text", numbers(total: #""1""#), .invalid(reasonPrefix: "total: ")),
      .json("negative skip", numbers(total: "5", skip: "-1"), .invalid(reasonPrefix: "skip: ")),
      .json(
        "skip other than requested", numbers(total: "50", skip: "0"), offset: 20,
        .invalid(reasonPrefix: "skip: ")),
      .json(
        "skip beyond Int", numbers(total: "5", skip: "-9223372036854775809"),
        .invalid(reasonPrefix: "skip: ")),
      .json(
        "an empty page past the total", page([], total: 10, skip: 40, limit: "0"), offset: 40,
        .page(ids: [], offset: 40, total: 10)),
      .json(
        "items past the total", page([41], total: 10, skip: 40), offset: 40,
        .invalid(reasonPrefix: "total: ")),
      .json("negative limit", numbers(total: "5", limit: "-1"), .invalid(reasonPrefix: "limit: ")),
      .json(
        "limit beyond Int", numbers(total: "5", limit: "1e30"),
        .invalid(reasonPrefix: "limit: ")),
      .json(
        "a null limit", numbers(total: "1", limit: "null"), .page(ids: [1], offset: 0, total: 1)),
      .json(
        "no limit", #"{"\#(listKey)": [\#(item(1))], "total": 1, "skip": 0}"#,
        .page(ids: [1], offset: 0, total: 1)),
      .json(
        "limit other than the item count", page([1, 2], total: 9, limit: "30"),
        .page(ids: [1, 2], offset: 0, total: 9)),
      // Items.
      .json(
        "duplicate ids are passed through", page([3, 3, 4], total: 10),
        .page(ids: [3, 3, 4], offset: 0, total: 10)),
      .json(
        "a large body (10,000 items)", large,
        .page(ids: largeIDs, offset: 0, total: 10_000)),
      .json("a large body, truncated", String(large.dropLast(10)), .invalid(reasonPrefix: "")),
    ]
  }
}
