import MVPCore
import Testing

/// Loading rules of ``PagingState``: first page, next page, refresh, in-flight limits and stale
/// answers. Item edits and odd server values are in `PagingStateTests+Items.swift`.
@Suite struct PagingStateTests: PagingStateSuite {
  var state = PagingState<Row>(pageSize: 3)

  func page(_ ids: [Int], offset: Int, total: Int) -> Page<Row> {
    Page(items: Row.rows(ids), offset: offset, total: total)
  }

  /// Loads the first page `[1, 2, 3]` of a collection of `total` items.
  mutating func loadFirstPage(total: Int) throws {
    let request = try begin(.first)
    #expect(state.complete(request, with: page([1, 2, 3], offset: 0, total: total)) == .reloaded)
  }

  var ids: [Int] { state.items.map(\.id) }

  // MARK: First page

  @Test mutating func startsEmptyAndNotLoaded() {
    #expect(state.pageSize == 3)
    #expect(state.items == [])
    #expect(state.total == nil)
    #expect(!state.isLoaded)
    #expect(!state.isLoading)
    #expect(!state.hasMore)
    #expect(state.inFlight(.first) == nil)
    #expect(state.begin(.next) == nil)
  }

  @Test mutating func firstPageRequestsOffsetZeroAndReloads() throws {
    let request = try begin(.first)
    #expect(request.kind == .first)
    #expect(request.offset == 0)
    #expect(request.limit == 3)
    #expect(state.isLoading)
    #expect(state.inFlight(.first) == request)
    #expect(state.inFlight(.refresh) == nil)
    #expect(state.inFlight(.next) == nil)

    #expect(state.complete(request, with: page([1, 2, 3], offset: 0, total: 7)) == .reloaded)
    #expect(ids == [1, 2, 3])
    #expect(state.total == 7)
    #expect(state.isLoaded)
    #expect(!state.isLoading)
    #expect(state.hasMore)
    #expect(state.inFlight(.first) == nil)
  }

  // MARK: Next page and hasMore

  @Test mutating func nextPagesContinueAfterTheLastItemAndReportInsertedRanges() throws {
    try loadFirstPage(total: 7)
    let second = try begin(.next)
    #expect(second.kind == .next)
    #expect(second.offset == 3)
    #expect(second.limit == 3)
    #expect(state.inFlight(.next) == second)
    #expect(state.complete(second, with: page([4, 5, 6], offset: 3, total: 7)) == .appended(3..<6))
    #expect(state.hasMore)

    let third = try begin(.next)
    #expect(third.offset == 6)
    #expect(state.complete(third, with: page([7], offset: 6, total: 7)) == .appended(6..<7))
    #expect(ids == [1, 2, 3, 4, 5, 6, 7])
    #expect(!state.hasMore)
    #expect(state.begin(.next) == nil)
  }

  @Test mutating func aLastPageExactlyFillingTheTotalEndsPagingWithoutAnExtraRequest() throws {
    try loadFirstPage(total: 6)
    let next = try begin(.next)
    #expect(state.complete(next, with: page([4, 5, 6], offset: 3, total: 6)) == .appended(3..<6))
    // The page came back full, but 3 + 3 == 6: nothing is left to ask for.
    #expect(!state.hasMore)
    #expect(state.begin(.next) == nil)
    #expect(!state.isLoading)
  }

  @Test mutating func aFullFirstPageOfTheWholeCollectionHasNoMore() throws {
    try loadFirstPage(total: 3)
    #expect(!state.hasMore)
    #expect(state.begin(.next) == nil)
  }

  @Test mutating func aShortPageThatIsNotTheLastContinues() throws {
    state = PagingState<Row>(pageSize: 5)
    let first = try begin(.first)
    #expect(state.complete(first, with: page([1, 2, 3], offset: 0, total: 10)) == .reloaded)
    #expect(state.hasMore)
    let next = try begin(.next)
    #expect(next.offset == 3)
    #expect(next.limit == 5)
    #expect(state.complete(next, with: page([4, 5], offset: 3, total: 10)) == .appended(3..<5))
    #expect(state.hasMore)
    #expect(state.begin(.next)?.offset == 5)
  }

  @Test mutating func hasMoreFollowsTheTotalOfTheLatestAnswer() throws {
    try loadFirstPage(total: 100)
    let next = try begin(.next)
    // The collection shrank on the server meanwhile.
    #expect(state.complete(next, with: page([4, 5], offset: 3, total: 5)) == .appended(3..<5))
    #expect(state.total == 5)
    #expect(!state.hasMore)
  }

  // MARK: Refresh

  @Test mutating func refreshReloadsFromTheStartWhileContentStaysShown() throws {
    try loadFirstPage(total: 9)
    let next = try begin(.next)
    _ = state.complete(next, with: page([4, 5, 6], offset: 3, total: 9))

    let refresh = try begin(.refresh)
    #expect(refresh.kind == .refresh)
    #expect(refresh.offset == 0)
    #expect(refresh.limit == 3)
    #expect(state.inFlight(.refresh) == refresh)
    #expect(state.inFlight(.first) == nil)
    #expect(ids == [1, 2, 3, 4, 5, 6])
    #expect(state.isLoaded)

    #expect(state.complete(refresh, with: page([0, 1, 2], offset: 0, total: 10)) == .reloaded)
    #expect(ids == [0, 1, 2])
    #expect(state.total == 10)
    #expect(state.begin(.next)?.offset == 3)
  }

  // MARK: One request per kind

  @Test mutating func atMostOneRequestOfEachKindIsInFlight() throws {
    let first = try begin(.first)
    #expect(state.begin(.first) == nil)
    #expect(state.begin(.refresh) == nil)
    #expect(state.begin(.next) == nil)
    _ = state.complete(first, with: page([1, 2, 3], offset: 0, total: 9))

    let next = try begin(.next)
    #expect(state.begin(.next) == nil)
    #expect(state.inFlight(.next) == next)

    let refresh = try begin(.refresh)
    #expect(state.begin(.refresh) == nil)
    #expect(state.begin(.first) == nil)
    #expect(state.begin(.next) == nil)
    #expect(state.inFlight(.refresh) == refresh)
  }

  @Test mutating func eachRequestIsDistinctEvenForTheSameOffset() throws {
    let first = try begin(.first)
    #expect(state.fail(first) == true)
    let retry = try begin(.first)
    #expect(retry != first)
    #expect(state.complete(first, with: page([9], offset: 0, total: 1)) == nil)
    #expect(state.complete(retry, with: page([1], offset: 0, total: 1)) == .reloaded)
    #expect(ids == [1])
  }

  // MARK: Superseded requests

  @Test mutating func refreshSupersedesNextAndTheLateNextAnswerArrivingLastIsDiscarded() throws {
    try loadFirstPage(total: 9)
    let next = try begin(.next)
    let refresh = try begin(.refresh)
    #expect(state.inFlight(.next) == nil)

    #expect(state.complete(refresh, with: page([1, 2, 3], offset: 0, total: 9)) == .reloaded)
    #expect(state.complete(next, with: page([4, 5, 6], offset: 3, total: 9)) == nil)
    #expect(ids == [1, 2, 3])
    #expect(state.begin(.next)?.offset == 3)
  }

  @Test mutating func refreshSupersedesNextAndTheLateNextAnswerArrivingFirstIsDiscarded() throws {
    try loadFirstPage(total: 9)
    let next = try begin(.next)
    let refresh = try begin(.refresh)

    #expect(state.complete(next, with: page([4, 5, 6], offset: 3, total: 9)) == nil)
    #expect(ids == [1, 2, 3])
    #expect(state.inFlight(.refresh) == refresh)
    #expect(state.complete(refresh, with: page([7, 8, 9], offset: 0, total: 9)) == .reloaded)
    #expect(ids == [7, 8, 9])
  }

  @Test mutating func aStaleNextAnswerDoesNotHijackTheNewNextRequest() throws {
    try loadFirstPage(total: 9)
    let staleNext = try begin(.next)
    let refresh = try begin(.refresh)
    _ = state.complete(refresh, with: page([1, 2, 3], offset: 0, total: 9))
    let freshNext = try begin(.next)
    #expect(freshNext.offset == staleNext.offset)

    #expect(state.complete(staleNext, with: page([40, 50, 60], offset: 3, total: 9)) == nil)
    #expect(state.inFlight(.next) == freshNext)
    #expect(
      state.complete(freshNext, with: page([4, 5, 6], offset: 3, total: 9)) == .appended(3..<6))
    #expect(ids == [1, 2, 3, 4, 5, 6])
  }

  @Test mutating func aFirstPageAlsoSupersedesNext() throws {
    try loadFirstPage(total: 9)
    let next = try begin(.next)
    let first = try begin(.first)
    #expect(state.complete(next, with: page([4, 5, 6], offset: 3, total: 9)) == nil)
    #expect(state.complete(first, with: page([1, 2, 3], offset: 0, total: 9)) == .reloaded)
  }

  @Test mutating func anAnswerIsAcceptedOnlyOnce() throws {
    let first = try begin(.first)
    #expect(state.complete(first, with: page([1, 2, 3], offset: 0, total: 9)) == .reloaded)
    #expect(state.complete(first, with: page([7, 8, 9], offset: 0, total: 9)) == nil)
    let next = try begin(.next)
    #expect(state.complete(next, with: page([4], offset: 3, total: 9)) == .appended(3..<4))
    #expect(state.complete(next, with: page([5], offset: 3, total: 9)) == nil)
    #expect(ids == [1, 2, 3, 4])
  }

  // MARK: Failures

  @Test mutating func failOfTheCurrentRequestEndsItAndAllowsARetry() throws {
    let first = try begin(.first)
    #expect(state.fail(first) == true)
    #expect(!state.isLoading)
    #expect(!state.isLoaded)
    #expect(state.fail(first) == false)
    let retry = try begin(.first)
    _ = state.complete(retry, with: page([1, 2, 3], offset: 0, total: 9))

    let next = try begin(.next)
    #expect(state.fail(next) == true)
    #expect(ids == [1, 2, 3])
    #expect(state.hasMore)
    #expect(state.begin(.next)?.offset == 3)
  }

  @Test mutating func failOfASupersededRequestIsStale() throws {
    try loadFirstPage(total: 9)
    let next = try begin(.next)
    let refresh = try begin(.refresh)
    #expect(state.fail(next) == false)
    #expect(state.inFlight(.refresh) == refresh)
    #expect(state.fail(refresh) == true)
    #expect(!state.isLoading)
    #expect(ids == [1, 2, 3])
    #expect(state.begin(.refresh) != nil)
  }

  @Test mutating func cancelAllAbandonsEveryInFlightRequest() throws {
    try loadFirstPage(total: 9)
    let next = try begin(.next)
    state.cancelAll()
    #expect(!state.isLoading)
    #expect(state.complete(next, with: page([4, 5, 6], offset: 3, total: 9)) == nil)
    #expect(state.fail(next) == false)
    let refresh = try begin(.refresh)
    state.cancelAll()
    #expect(state.complete(refresh, with: page([7], offset: 0, total: 1)) == nil)
    #expect(ids == [1, 2, 3])
  }
}
