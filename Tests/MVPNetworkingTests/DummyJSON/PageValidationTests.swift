import DummyJSON
import MVPCore
import Testing

/// The paging numbers of a server answer are checked at the service boundary (issue 9, part 6):
/// each row is one answer to a request sent with `skip=20`.
@Suite struct PageValidationTests {
  struct Numbers: Sendable, CustomTestStringConvertible {
    let name: String
    let skip: Int
    let total: Int
    let limit: Int?
    let itemCount: Int
    /// The field the reason must start with; `nil` when the answer is valid.
    let faultyField: String?

    var testDescription: String { name }
  }

  static let requestedOffset = 20

  static let rows: [Numbers] = [
    Numbers(name: "a full page", skip: 20, total: 100, limit: 10, itemCount: 10, faultyField: nil),
    Numbers(name: "no limit", skip: 20, total: 100, limit: nil, itemCount: 10, faultyField: nil),
    Numbers(name: "the last page", skip: 20, total: 23, limit: 3, itemCount: 3, faultyField: nil),
    Numbers(
      name: "an empty page past the end", skip: 20, total: 5, limit: 0, itemCount: 0,
      faultyField: nil),
    Numbers(
      name: "an empty page before the end", skip: 20, total: 50, limit: 0, itemCount: 0,
      faultyField: nil),
    Numbers(
      name: "total Int.max", skip: 20, total: .max, limit: 10, itemCount: 10, faultyField: nil),
    Numbers(
      name: "a limit other than the item count", skip: 20, total: 100, limit: 30, itemCount: 10,
      faultyField: nil),
    Numbers(
      name: "negative skip", skip: -1, total: 100, limit: 10, itemCount: 10, faultyField: "skip"),
    Numbers(
      name: "skip Int.min", skip: .min, total: 100, limit: 10, itemCount: 10, faultyField: "skip"),
    Numbers(
      name: "skip other than requested", skip: 0, total: 100, limit: 10, itemCount: 10,
      faultyField: "skip"),
    Numbers(
      name: "skip Int.max", skip: .max, total: .max, limit: 1, itemCount: 1, faultyField: "skip"),
    Numbers(
      name: "negative total", skip: 20, total: -1, limit: 0, itemCount: 0, faultyField: "total"),
    Numbers(
      name: "total Int.min", skip: 20, total: .min, limit: 10, itemCount: 10, faultyField: "total"),
    Numbers(
      name: "items past the total", skip: 20, total: 25, limit: 10, itemCount: 10,
      faultyField: "total"),
    Numbers(
      name: "items with skip past the total", skip: 20, total: 5, limit: 1, itemCount: 1,
      faultyField: "total"),
    Numbers(
      name: "negative limit", skip: 20, total: 100, limit: -1, itemCount: 10, faultyField: "limit"),
  ]

  @Test(arguments: rows)
  func pagingNumbers(_ row: Numbers) {
    let items = Array(0..<row.itemCount)
    let result = Result { () throws(ServiceError) in
      try PageValidation.page(
        items: items, skip: row.skip, total: row.total, limit: row.limit,
        requestedOffset: Self.requestedOffset)
    }
    switch (result, row.faultyField) {
    case (.success(let page), nil):
      #expect(page == Page(items: items, offset: row.skip, total: row.total))
    case (.failure(.invalidResponse(let reason)), let field?):
      #expect(reason.hasPrefix("\(field): "), "reason: \(reason)")
    default:
      Issue.record(
        "expected \(row.faultyField.map { "invalidResponse on \($0)" } ?? "a page"), got \(result)")
    }
  }

  @Test func anOverflowingEndIsAnInvalidTotal() {
    #expect(throws: ServiceError.self) {
      try PageValidation.validate(
        skip: .max - 1, total: .max, limit: nil, itemCount: 5, requestedOffset: .max - 1)
    }
  }
}
