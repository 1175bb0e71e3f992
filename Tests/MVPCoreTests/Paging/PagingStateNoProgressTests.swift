import MVPCore
import Testing

/// Pages that cannot advance end paging (issue 8, kind 5), and no server answer makes paging trap
/// or loop.
@Suite struct PagingStateNoProgressTests {
  func page(_ ids: [Int], offset: Int, total: Int) -> Page<Row> {
    Page(items: Row.rows(ids), offset: offset, total: total)
  }

  func begin(
    _ kind: PageRequest.Kind, in state: inout PagingState<Row>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> PageRequest {
    let request = state.begin(kind)
    return try #require(request, "begin(.\(kind)) was refused", sourceLocation: sourceLocation)
  }

  /// A state whose first page `1...10` claims `total` items.
  func loaded(total: Int) throws -> PagingState<Row> {
    var state = PagingState<Row>(pageSize: 10)
    let first = try begin(.first, in: &state)
    _ = state.complete(first, with: page(Array(1...10), offset: 0, total: total))
    return state
  }

  @Test func aServerIgnoringSkipEndsPaging_kind5() throws {
    var state = try loaded(total: 30)
    let next = try begin(.next, in: &state)
    #expect(next.offset == 10)
    #expect(
      state.complete(next, with: page(Array(1...10), offset: 0, total: 30)) == .appended(10..<10))
    #expect(!state.hasMore)
    #expect(state.begin(.next) == nil)
    #expect(state.items.map(\.id) == Array(1...10))
  }

  @Test func aServerIgnoringSkipButEchoingTheOffsetEndsPagingToo_kind5() throws {
    var state = try loaded(total: 30)
    let next = try begin(.next, in: &state)
    _ = state.complete(next, with: page(Array(1...10), offset: 10, total: 30))
    // The offset moved, so the page is taken at its word once...
    #expect(state.offsetOfNextPage == 20)
    let again = try begin(.next, in: &state)
    _ = state.complete(again, with: page(Array(1...10), offset: 20, total: 30))
    // ...and once the offset reaches the total, paging ends.
    #expect(!state.hasMore)
  }

  @Test func aRefreshStartsPagingAgainAfterANoProgressPage_kind5() throws {
    var state = try loaded(total: 30)
    let next = try begin(.next, in: &state)
    _ = state.complete(next, with: page(Array(1...10), offset: 0, total: 30))
    #expect(!state.hasMore)
    let refresh = try begin(.refresh, in: &state)
    _ = state.complete(refresh, with: page(Array(1...10), offset: 0, total: 30))
    #expect(state.hasMore)
    #expect(state.begin(.next)?.offset == 10)
  }

  static let hostileAnswers: [(offset: Int, total: Int)] = [
    (-1, 30), (-1_000, .max), (.max, 30), (.max, .max), (.max - 3, .max), (0, -5), (0, .min),
    (10, .max), (0, .max), (5, 3), (.min, .min),
  ]

  /// Asks for next pages, answering each with `answer`, and counts how many were asked before
  /// paging ended; fails when it takes more than `limit` requests.
  func pagesAsked(
    total: Int, answer: (PageRequest) -> Page<Row>, limit: Int = 100
  ) throws -> Int {
    var state = try loaded(total: total)
    var asked = 0
    while let request = state.begin(.next) {
      asked += 1
      guard asked <= limit else { break }
      _ = state.complete(request, with: answer(request))
      #expect(state.offsetOfNextPage >= 0)
      #expect(state.total.map { $0 >= 0 } == true)
    }
    return asked
  }

  @Test(arguments: hostileAnswers)
  func hostileAnswersNeverTrapNorLoop(offset: Int, total: Int) throws {
    // The same ten items, at the hostile offset and total, whatever was asked.
    let asked = try pagesAsked(total: total) { _ in
      page(Array(1...10), offset: offset, total: total)
    }
    #expect(asked <= 2)
  }

  @Test func newItemsAtAHugeSkipEndPaging() throws {
    var next = 10
    let asked = try pagesAsked(total: .max) { _ in
      next += 10
      return page(Array(next - 9...next), offset: .max - 5, total: .max)
    }
    #expect(asked == 1)
  }

  @Test func anEmptyPageWithAHugeTotalEndsPaging() throws {
    let asked = try pagesAsked(total: .max) { request in
      page([], offset: request.offset, total: .max)
    }
    #expect(asked == 1)
  }

  @Test func aHonestServerIsPagedToTheEnd() throws {
    let asked = try pagesAsked(total: 35) { request in
      let ids = Array(request.offset + 1...min(request.offset + request.limit, 35))
      return page(ids, offset: request.offset, total: 35)
    }
    #expect(asked == 3)
  }
}
