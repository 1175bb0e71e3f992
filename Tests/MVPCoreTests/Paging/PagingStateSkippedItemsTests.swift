import MVPCore
import Testing

/// Items a service could not decode (``Page/skippedCount``) count toward the paging offset (issue
/// 9, part 1). Which of them the list tells the user about (one per id, afresh after a refresh,
/// none from a superseded answer) is DummyJSON's `SkippedItems`, fed by the loader's observer:
/// `SkippedItemsTests` (MVPNetworkingTests) and `SkippedItemsNoticeTests` (FeatureTests).
@Suite struct PagingStateSkippedItemsTests {
  var state = PagingState<Row>(pageSize: 3)

  func page(_ ids: [Int], skipped: Int, offset: Int, total: Int) -> Page<Row> {
    Page(items: Row.rows(ids), offset: offset, total: total, skippedCount: skipped)
  }

  mutating func answer(
    _ kind: PageRequest.Kind, _ ids: [Int], skipped: Int = 0, total: Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let begun = state.begin(kind)
    let request = try #require(begun, sourceLocation: sourceLocation)
    let answer = page(ids, skipped: skipped, offset: request.offset, total: total)
    #expect(state.complete(request, with: answer) != nil, sourceLocation: sourceLocation)
  }

  var ids: [Int] { state.items.map(\.id) }

  @Test mutating func aSkippedItemStillMovesTheOffset() throws {
    // Items 1...9; the server's item 3 cannot be decoded.
    try answer(.first, [1, 2], skipped: 1, total: 9)
    #expect(state.offsetOfNextPage == 3)
    #expect(state.hasMore)
    let begun = state.begin(.next)
    let next = try #require(begun)
    #expect(next.offset == 3)
    _ = state.complete(next, with: page([4, 5, 6], skipped: 0, offset: 3, total: 9))
    #expect(ids == [1, 2, 4, 5, 6])
  }

  @Test mutating func theLastPageEndsPagingWhenItsLastItemIsSkipped() throws {
    try answer(.first, [1, 2, 3], total: 6)
    try answer(.next, [4, 5], skipped: 1, total: 6)
    #expect(state.offsetOfNextPage == 6)
    #expect(!state.hasMore)
    #expect(state.begin(.next) == nil)
  }

  @Test mutating func aPageOfOnlySkippedItemsStillAdvances() throws {
    try answer(.first, [1, 2, 3], total: 9)
    try answer(
      .next, [],
      skipped: 3,
      total: 9)
    #expect(state.offsetOfNextPage == 6)
    #expect(state.hasMore)
    try answer(.next, [7, 8, 9], total: 9)
    #expect(ids == [1, 2, 3, 7, 8, 9])
  }
}
