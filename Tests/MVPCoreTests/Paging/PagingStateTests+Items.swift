import MVPCore
import Testing

/// De-duplication, item edits and odd server values in ``PagingState``.
extension PagingStateTests {
  // MARK: De-duplication

  @Test mutating func itemsRepeatedOnALaterPageAreDroppedAndTheRangeCoversOnlyNewItems() throws {
    try loadFirstPage(total: 9)
    let next = try begin(.next)
    // An item was inserted on the server, shifting 3 onto the next page.
    #expect(state.complete(next, with: page([3, 4, 5], offset: 3, total: 10)) == .appended(3..<5))
    #expect(ids == [1, 2, 3, 4, 5])
    // Offsets count the server's items, so the next page starts after all six received.
    #expect(state.begin(.next)?.offset == 6)
  }

  @Test mutating func aPageOfOnlyKnownItemsAppendsAnEmptyRange() throws {
    try loadFirstPage(total: 9)
    let next = try begin(.next)
    #expect(state.complete(next, with: page([1, 2, 3], offset: 3, total: 9)) == .appended(3..<3))
    #expect(ids == [1, 2, 3])
  }

  @Test mutating func duplicatesWithinOnePageAreDropped() throws {
    let first = try begin(.first)
    #expect(state.complete(first, with: page([1, 1, 2], offset: 0, total: 9)) == .reloaded)
    #expect(ids == [1, 2])
    #expect(state.begin(.next)?.offset == 3)
  }

  @Test mutating func theFirstPageKeepsTheFirstOccurrenceOfADuplicate() throws {
    let first = try begin(.first)
    let items = [Row(1, "original"), Row(2), Row(1, "repeat")]
    #expect(state.complete(first, with: Page(items: items, offset: 0, total: 3)) == .reloaded)
    #expect(state.items == [Row(1, "original"), Row(2)])
  }

  // MARK: Empty pages

  @Test mutating func anEmptyNextPageEndsPaging() throws {
    try loadFirstPage(total: 10)
    let next = try begin(.next)
    #expect(state.complete(next, with: page([], offset: 3, total: 10)) == .appended(3..<3))
    #expect(!state.hasMore)
    #expect(state.begin(.next) == nil)
    #expect(state.total == 3)
  }

  @Test mutating func anEmptyFirstPageIsLoadedWithNothingMore() throws {
    let first = try begin(.first)
    #expect(state.complete(first, with: page([], offset: 0, total: 0)) == .reloaded)
    #expect(state.isLoaded)
    #expect(state.items == [])
    #expect(!state.hasMore)
    #expect(state.begin(.next) == nil)
  }

  @Test mutating func anEmptyFirstPageClaimingMoreItemsDoesNotLoop() throws {
    let first = try begin(.first)
    #expect(state.complete(first, with: page([], offset: 0, total: 50)) == .reloaded)
    #expect(!state.hasMore)
    #expect(state.begin(.next) == nil)
  }

  // MARK: Item edits

  @Test mutating func indexOfFindsItemsByIdentity() throws {
    try loadFirstPage(total: 9)
    #expect(state.index(of: 1) == 0)
    #expect(state.index(of: 3) == 2)
    #expect(state.index(of: 4) == nil)
  }

  @Test mutating func removeShiftsTheNextOffsetSoNoItemIsSkipped() throws {
    try loadFirstPage(total: 9)
    #expect(state.remove(id: 2) == 1)
    #expect(ids == [1, 3])
    #expect(state.total == 8)
    let next = try begin(.next)
    #expect(next.offset == 2)
    #expect(state.complete(next, with: page([4, 5, 6], offset: 2, total: 8)) == .appended(2..<5))
    #expect(ids == [1, 3, 4, 5, 6])
  }

  @Test mutating func removeOfAnUnknownIdChangesNothing() throws {
    try loadFirstPage(total: 9)
    #expect(state.remove(id: 42) == nil)
    #expect(ids == [1, 2, 3])
    #expect(state.total == 9)
    #expect(state.begin(.next)?.offset == 3)
  }

  @Test mutating func removingEveryItemOfTheLastPageEndsAtZero() throws {
    try loadFirstPage(total: 3)
    #expect(state.remove(id: 1) == 0)
    #expect(state.remove(id: 2) == 0)
    #expect(state.remove(id: 3) == 0)
    #expect(state.items == [])
    #expect(state.total == 0)
    #expect(!state.hasMore)
  }

  @Test mutating func replaceUpdatesTheItemInPlace() throws {
    try loadFirstPage(total: 9)
    #expect(state.replace(Row(2, "renamed")) == 1)
    #expect(state.items == [Row(1), Row(2, "renamed"), Row(3)])
    #expect(state.replace(Row(42, "absent")) == nil)
    #expect(state.items == [Row(1), Row(2, "renamed"), Row(3)])
  }

  // MARK: Odd values

  @Test func pageSizeIsAtLeastOne() {
    #expect(PagingState<Row>(pageSize: 0).pageSize == 1)
    #expect(PagingState<Row>(pageSize: -5).pageSize == 1)
    var tiny = PagingState<Row>(pageSize: 0)
    #expect(tiny.begin(.first)?.limit == 1)
  }

  @Test mutating func negativeOffsetAndTotalAreClampedToZero() throws {
    let first = try begin(.first)
    #expect(state.complete(first, with: page([1, 2], offset: -4, total: -1)) == .reloaded)
    #expect(ids == [1, 2])
    #expect(state.total == 0)
    #expect(!state.hasMore)
    #expect(state.begin(.next) == nil)
  }

  @Test mutating func aTotalSmallerThanWhatWasReceivedEndsPaging() throws {
    let first = try begin(.first)
    #expect(state.complete(first, with: page([1, 2, 3], offset: 0, total: 1)) == .reloaded)
    #expect(ids == [1, 2, 3])
    #expect(!state.hasMore)
  }

  @Test mutating func anOffsetBeyondTheTotalEndsPaging() throws {
    try loadFirstPage(total: 9)
    let next = try begin(.next)
    #expect(state.complete(next, with: page([4], offset: 1_000, total: 9)) == .appended(3..<4))
    #expect(!state.hasMore)
  }

  @Test mutating func extremeServerValuesDoNotOverflow() throws {
    try loadFirstPage(total: .max)
    let next = try begin(.next)
    #expect(
      state.complete(next, with: page([4, 5], offset: .max, total: .max)) == .appended(3..<5))
    #expect(!state.hasMore)
    #expect(state.begin(.next) == nil)
    #expect(state.remove(id: 4) == 3)
    #expect(state.total == .max - 1)
  }
}
