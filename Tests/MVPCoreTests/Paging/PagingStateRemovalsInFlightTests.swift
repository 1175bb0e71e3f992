import MVPCore
import Testing

/// ``PagingState`` when removals confirmed while a request is in flight explain a page that
/// adds nothing: the offset moves back past them, and paging goes on.
@Suite struct PagingStateRemovalsInFlightTests {
  var state = PagingState<Row>(pageSize: 3)

  func page(_ ids: [Int], offset: Int, total: Int) -> Page<Row> {
    Page(items: Row.rows(ids), offset: offset, total: total)
  }

  /// Starts a request of `kind`, failing the test when the state refuses it.
  mutating func begin(
    _ kind: PageRequest.Kind, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> PageRequest {
    let request = state.begin(kind)
    return try #require(request, "begin(.\(kind)) was refused", sourceLocation: sourceLocation)
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
