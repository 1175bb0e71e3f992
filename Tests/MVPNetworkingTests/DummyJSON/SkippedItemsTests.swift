import DummyJSON
import MVPCore
import MVPNetworking
import Testing

/// DummyJSON's `SkippedItems` gathers the items of a list that could not be decoded, page by
/// page, as the list's notice needs them (moved from `PagingStateSkippedItemsTests`, issue 9,
/// part 1): each page's failures are kept, one per `id`, and a first load or refresh starts
/// afresh; the count is returned only when it changed.
@Suite struct SkippedItemsTests {
  struct Row: Identifiable, Sendable {
    let id: Int
  }

  var skipped = SkippedItems()

  static func failure(_ index: Int, id: String?) -> ItemDecodingFailure {
    ItemDecodingFailure(index: index, id: id, path: "items[\(index)].title", reason: "broken")
  }

  static func page(_ ids: [Int], skipped: [ItemDecodingFailure], offset: Int) -> Page<Row> {
    Page(items: ids.map(Row.init), offset: offset, total: 9, skippedItems: skipped)
  }

  @Test mutating func aSkippedItemIsKept() {
    #expect(
      skipped.record(
        Self.page([1, 2], skipped: [Self.failure(2, id: "3")], offset: 0), kind: .first) == 1)
    #expect(skipped.record(Self.page([4, 5, 6], skipped: [], offset: 3), kind: .next) == nil)
    #expect(skipped.failures.map(\.id) == ["3"])
  }

  @Test mutating func aPageOfOnlySkippedItemsCountsThemAll() {
    #expect(skipped.record(Self.page([1, 2, 3], skipped: [], offset: 0), kind: .first) == nil)
    let broken = [Self.failure(0, id: "4"), Self.failure(1, id: "5"), Self.failure(2, id: "6")]
    #expect(skipped.record(Self.page([], skipped: broken, offset: 3), kind: .next) == 3)
    #expect(skipped.record(Self.page([7, 8, 9], skipped: [], offset: 6), kind: .next) == nil)
    #expect(skipped.failures.count == 3)
  }

  @Test mutating func skippedItemsAccumulateOncePerIdAndARefreshStartsAfresh() {
    _ = skipped.record(
      Self.page([1, 2], skipped: [Self.failure(2, id: "3")], offset: 0), kind: .first)
    // A page repeating the broken item 3 (an overlap) does not count it twice; items without an
    // id each count.
    let again = [Self.failure(0, id: "3"), Self.failure(1, id: nil), Self.failure(2, id: nil)]
    #expect(skipped.record(Self.page([4], skipped: again, offset: 3), kind: .next) == 3)
    #expect(skipped.failures.map(\.id) == ["3", nil, nil])
    #expect(skipped.record(Self.page([1, 2, 3], skipped: [], offset: 0), kind: .refresh) == 0)
    #expect(skipped.failures == [])
  }
}
