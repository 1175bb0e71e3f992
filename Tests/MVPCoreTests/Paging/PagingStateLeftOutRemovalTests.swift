import MVPCore
import Testing

/// ``PagingState`` when the client removes an item it does not show: the offset of the next page
/// moves back only when the item may lie within what was received, that is when an answer left
/// items out (a filter, items that could not be decoded); and removals confirmed during a request
/// are read from its answer.
@Suite struct PagingStateLeftOutRemovalTests: PagingStateSuite {
  var state = PagingState<Row>(pageSize: 3)

  func page(_ ids: [Int], offset: Int, total: Int, omitted: Int = 0) -> Page<Row> {
    Page(items: Row.rows(ids), offset: offset, total: total, omittedCount: omitted)
  }

  /// The first page of 1...8 with item 2 left out by a filter.
  mutating func loadFilteredFirstPage() throws {
    let first = try begin(.first)
    _ = state.complete(first, with: page([1, 3], offset: 0, total: 8, omitted: 1))
    #expect(state.offsetOfNextPage == 3)
  }

  @Test mutating func anItemAPageLeftOutMovesTheOffsetBackWhenRemoved() throws {
    try loadFilteredFirstPage()
    #expect(state.remove(id: 2) == nil)
    #expect(state.offsetOfNextPage == 2)
    #expect(state.total == 7)
    #expect(state.hasMore)
    // The server, without item 2, has item 4 at offset 2: nothing is skipped.
    let next = try begin(.next)
    #expect(state.complete(next, with: page([4, 5, 6], offset: 2, total: 7)) == .appended(2..<5))
    #expect(state.items.map(\.id) == [1, 3, 4, 5, 6])
  }

  @Test mutating func anItemNotShownWhenNoPageLeftOneOutLeavesTheOffset() throws {
    let first = try begin(.first)
    _ = state.complete(first, with: page([1, 2, 3], offset: 0, total: 8))
    #expect(state.remove(id: 5) == nil)
    #expect(state.offsetOfNextPage == 3)
    #expect(state.total == 8)
    #expect(state.hasMore)
  }

  @Test mutating func aSecondRemovalOfAnItemChangesNothing() throws {
    try loadFilteredFirstPage()
    #expect(state.remove(id: 3) == 1)
    #expect(state.offsetOfNextPage == 2)
    #expect(state.remove(id: 3) == nil)
    #expect(state.offsetOfNextPage == 2)
    #expect(state.total == 7)
  }

  @Test mutating func aRemovalThatMayLieBeforeANextPageInFlightSupersedesIt() throws {
    try loadFilteredFirstPage()
    let next = try begin(.next)
    #expect(state.remove(id: 2) == nil)
    #expect(state.inFlight(.next) == nil)
    #expect(state.complete(next, with: page([5, 6, 7], offset: 3, total: 7)) == nil)
    let again = try begin(.next)
    #expect(again.offset == 2)
  }

  @Test mutating func aReloadAnswerThatLeftItemsOutCountsARemovalItMayHold() throws {
    let first = try begin(.first)
    _ = state.complete(first, with: page([1, 2, 3], offset: 0, total: 8))
    let refresh = try begin(.refresh)
    state.remove(id: 7)
    // Item 2 is left out: it may be the removed item, or not (an overlap, then).
    #expect(
      state.complete(refresh, with: page([1, 3], offset: 0, total: 8, omitted: 1)) == .reloaded)
    #expect(state.offsetOfNextPage == 2)
    #expect(state.total == 7)
  }

  @Test mutating func aReloadAnswerThatNoLongerListsARemovedRowKeepsItsOffset() throws {
    let first = try begin(.first)
    _ = state.complete(first, with: page([1, 2, 3], offset: 0, total: 8))
    let refresh = try begin(.refresh)
    #expect(state.remove(id: 2) == 1)
    // Computed after the delete: no overlap, no gap.
    #expect(state.complete(refresh, with: page([1, 3, 4], offset: 0, total: 7)) == .reloaded)
    #expect(state.offsetOfNextPage == 3)
    #expect(state.total == 7)
  }

  @Test mutating func anInsertedItemRemovedWhileAnAnswerListsItIsCounted() throws {
    let first = try begin(.first)
    _ = state.complete(first, with: page([1, 2, 3], offset: 0, total: 8))
    _ = state.insert(Row(9), at: .front)
    let refresh = try begin(.refresh)
    #expect(state.remove(id: 9) == 0)
    // Computed after the server added item 9 and before it deleted it.
    #expect(state.complete(refresh, with: page([9, 1, 2], offset: 0, total: 9)) == .reloaded)
    #expect(state.items.map(\.id) == [1, 2])
    #expect(state.offsetOfNextPage == 2)
    let next = try begin(.next)
    #expect(state.complete(next, with: page([3, 4, 5], offset: 2, total: 8)) == .appended(2..<5))
  }

  @Test mutating func aRemovalDuringARefreshThatFailsKeepsTheOffsetOfTheRowsShown() throws {
    try loadFilteredFirstPage()
    let refresh = try begin(.refresh)
    #expect(state.remove(id: 2) == nil)
    #expect(state.fail(refresh) == true)
    #expect(state.offsetOfNextPage == 2)
    #expect(state.total == 7)
  }
}
