import MVPCore
import Testing

/// Client-side removals in ``PagingState`` (issue 8, kinds 4a and 4b): a removed item never comes
/// back, still counts for the offset, and a removal during a request moves its follow-up offset.
@Suite struct PagingStateRemovalTests {
  func page(_ ids: ClosedRange<Int>, offset: Int, total: Int) -> Page<Row> {
    Page(items: Row.rows(Array(ids)), offset: offset, total: total)
  }

  func begin(
    _ kind: PageRequest.Kind, in state: inout PagingState<Row>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> PageRequest {
    let request = state.begin(kind)
    return try #require(request, "begin(.\(kind)) was refused", sourceLocation: sourceLocation)
  }

  @Test func aDeleteOfAShownItemDuringANextRequestAsksItAgainFromTheCorrectedOffset_kind4a()
    throws
  {
    var state = PagingState<Row>(pageSize: 10)
    let first = try begin(.first, in: &state)
    _ = state.complete(first, with: page(1...10, offset: 0, total: 30))
    let next = try begin(.next, in: &state)
    #expect(next.offset == 10)
    #expect(state.remove(id: 1) == 0)
    // Superseded: whether the server answers before or after the delete cannot be told.
    #expect(state.inFlight(.next) == nil)
    #expect(state.offsetOfNextPage == 9)
    #expect(state.hasMore)
    #expect(state.complete(next, with: page(11...20, offset: 10, total: 30)) == nil)
    let again = try begin(.next, in: &state)
    #expect(again.offset == 9)
    // The server, now without user 1, answers 11...20 at offset 9 (it counts 29 in all).
    #expect(state.complete(again, with: page(11...20, offset: 9, total: 29)) == .appended(9..<19))
    let third = try begin(.next, in: &state)
    #expect(third.offset == 19)
    #expect(state.complete(third, with: page(21...30, offset: 19, total: 29)) == .appended(19..<29))
    #expect(state.items.map(\.id) == Array(2...30))
    #expect(!state.hasMore)
  }

  /// Kept the answer once: a server that applied the delete first answers offset 10 from user 12,
  /// and user 11, which slid to offset 9, was never shown.
  @Test func aNextPageComputedAfterADeleteBeforeItLosesNoItem_kind4a() throws {
    var state = PagingState<Row>(pageSize: 10)
    let first = try begin(.first, in: &state)
    _ = state.complete(first, with: page(1...10, offset: 0, total: 30))
    let next = try begin(.next, in: &state)
    state.remove(id: 1)
    #expect(state.complete(next, with: page(12...21, offset: 10, total: 29)) == nil)
    let again = try begin(.next, in: &state)
    #expect(state.complete(again, with: page(11...20, offset: 9, total: 29)) == .appended(9..<19))
    let third = try begin(.next, in: &state)
    #expect(state.complete(third, with: page(21...30, offset: 19, total: 29)) == .appended(19..<29))
    #expect(state.items.map(\.id) == Array(2...30))
    #expect(!state.hasMore)
  }

  @Test func aDeleteConfirmedDuringARefreshMovesItsFollowUpOffsetBack_kind4a() throws {
    var state = PagingState<Row>(pageSize: 10)
    let first = try begin(.first, in: &state)
    _ = state.complete(first, with: page(1...10, offset: 0, total: 30))
    let refresh = try begin(.refresh, in: &state)
    state.remove(id: 3)
    #expect(state.complete(refresh, with: page(1...10, offset: 0, total: 30)) == .reloaded)
    #expect(state.items.map(\.id) == [1, 2] + Array(4...10))
    #expect(state.offsetOfNextPage == 9)
  }

  @Test func aDeleteTheServerDidNotPersistIsSkippedAndPagingGoesOn_kind4b() throws {
    var state = PagingState<Row>(pageSize: 1)
    let first = try begin(.first, in: &state)
    _ = state.complete(first, with: page(1...1, offset: 0, total: 208))
    #expect(state.remove(id: 1) == 0)
    #expect(state.items.isEmpty)
    #expect(state.offsetOfNextPage == 0)
    #expect(state.hasMore)
    let next = try begin(.next, in: &state)
    #expect(next.offset == 0)
    // Like DummyJSON, the server still lists user 1.
    #expect(state.complete(next, with: page(1...1, offset: 0, total: 208)) == .appended(0..<0))
    #expect(state.items.isEmpty)
    #expect(state.hasMore)
    #expect(state.offsetOfNextPage == 1)
    let after = try begin(.next, in: &state)
    #expect(after.offset == 1)
    #expect(state.complete(after, with: page(2...2, offset: 1, total: 208)) == .appended(0..<1))
    #expect(state.items.map(\.id) == [2])
  }

  @Test func aRemovedItemNeverComesBackAfterARefresh_kind4b() throws {
    var state = PagingState<Row>(pageSize: 3)
    let first = try begin(.first, in: &state)
    _ = state.complete(first, with: page(1...3, offset: 0, total: 9))
    state.remove(id: 2)
    #expect(state.removedIDs == [2])
    let refresh = try begin(.refresh, in: &state)
    #expect(state.complete(refresh, with: page(1...3, offset: 0, total: 9)) == .reloaded)
    #expect(state.items.map(\.id) == [1, 3])
    #expect(state.offsetOfNextPage == 3)
    #expect(state.replace(Row(2, "back?")) == nil)
  }

  @Test func removingAnItemNotShownYetSkipsItOnALaterPage() throws {
    var state = PagingState<Row>(pageSize: 3)
    let first = try begin(.first, in: &state)
    _ = state.complete(first, with: page(1...3, offset: 0, total: 9))
    #expect(state.remove(id: 5) == nil)
    #expect(state.offsetOfNextPage == 3)
    #expect(state.total == 9)
    let next = try begin(.next, in: &state)
    #expect(state.complete(next, with: page(4...6, offset: 3, total: 9)) == .appended(3..<5))
    #expect(state.items.map(\.id) == [1, 2, 3, 4, 6])
    #expect(state.offsetOfNextPage == 6)
  }
}
