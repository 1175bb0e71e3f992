import MVPCore
import Testing

/// ``PagingState`` when removals confirmed while a request is in flight explain a page that
/// adds nothing: the offset moves back past them, and paging goes on.
@Suite struct PagingStateRemovalsInFlightTests: PagingStateSuite {
  var state = PagingState<Row>(pageSize: 3)

  func page(_ ids: [Int], offset: Int, total: Int) -> Page<Row> {
    Page(items: Row.rows(ids), offset: offset, total: total)
  }

  @Test mutating func aRefreshWhosePageWasAllRemovedMeanwhileAsksFromTheStartAgain() throws {
    let first = try begin(.first)
    _ = state.complete(first, with: page([1, 2, 3], offset: 0, total: 8))
    let refresh = try begin(.refresh)
    for id in 1...3 { state.remove(id: id) }

    // The server computed the page before the deletes, which it persisted: 4...8 remain.
    #expect(state.complete(refresh, with: page([1, 2, 3], offset: 0, total: 8)) == .reloaded)

    #expect(state.items.isEmpty)
    #expect(state.hasMore)
    let next = try begin(.next)
    #expect(next.offset == 0)
    #expect(state.complete(next, with: page([4, 5, 6], offset: 0, total: 5)) == .appended(0..<3))
    #expect(state.items.map(\.id) == [4, 5, 6])
  }

  @Test mutating func aServerThatKeepsTheRemovedItemsIsPagedPastThem() throws {
    let first = try begin(.first)
    _ = state.complete(first, with: page([1, 2, 3], offset: 0, total: 8))
    let refresh = try begin(.refresh)
    for id in 1...3 { state.remove(id: id) }
    _ = state.complete(refresh, with: page([1, 2, 3], offset: 0, total: 8))

    // The server does not persist deletes: it answers the same items again.
    let again = try begin(.next)
    #expect(again.offset == 0)
    #expect(state.complete(again, with: page([1, 2, 3], offset: 0, total: 8)) == .appended(0..<0))
    let next = try begin(.next)

    #expect(next.offset == 3)
    #expect(state.complete(next, with: page([4, 5, 6], offset: 3, total: 8)) == .appended(0..<3))
  }
}

/// ``PagingState`` when an item the client does not show yet is removed while its page is in
/// flight (the delete was confirmed elsewhere): the answer may list it or not.
@Suite struct PagingStateUnshownRemovalsInFlightTests: PagingStateSuite {
  var state = PagingState<Row>(pageSize: 10)

  func page(_ ids: [Int], offset: Int, total: Int) -> Page<Row> {
    Page(items: Row.rows(ids), offset: offset, total: total)
  }

  /// Page 1 (1...10 of 30) shown, page 2 in flight, item 15 removed meanwhile.
  mutating func removeFifteenWhilePageTwoIsInFlight() throws -> PageRequest {
    let first = try begin(.first)
    _ = state.complete(first, with: page(Array(1...10), offset: 0, total: 30))
    let next = try begin(.next)
    #expect(state.remove(id: 15) == nil)
    // It lies at or after the page's offset: nothing to ask again.
    #expect(state.inFlight(.next) == next)
    return next
  }

  @Test mutating func aPageComputedBeforeTheDeleteMovesTheFollowUpOffsetBack() throws {
    let next = try removeFifteenWhilePageTwoIsInFlight()
    let answer = page(Array(11...20), offset: 10, total: 30)
    #expect(state.complete(next, with: answer) == .appended(10..<19))
    #expect(!state.items.map(\.id).contains(15))
    #expect(state.offsetOfNextPage == 19)
    #expect(state.total == 29)
    let third = try begin(.next)
    #expect(third.offset == 19)
    // The server, without item 15, has item 21 at offset 19.
    let rest = page(Array(21...30), offset: 19, total: 29)
    #expect(state.complete(third, with: rest) == .appended(19..<29))
    #expect(state.items.map(\.id) == Array(1...14) + Array(16...30))
    #expect(!state.hasMore)
  }

  @Test mutating func aPageComputedAfterTheDeleteKeepsItsOffset() throws {
    let next = try removeFifteenWhilePageTwoIsInFlight()
    let answer = page(Array(11...14) + Array(16...21), offset: 10, total: 29)
    #expect(state.complete(next, with: answer) == .appended(10..<20))
    #expect(state.offsetOfNextPage == 20)
    let third = try begin(.next)
    #expect(third.offset == 20)
    let rest = page(Array(22...30), offset: 20, total: 29)
    #expect(state.complete(third, with: rest) == .appended(20..<29))
    #expect(state.items.map(\.id) == Array(1...14) + Array(16...30))
    #expect(!state.hasMore)
  }
}
