import MVPCore
import Testing

/// ``PagingState`` when the client saves an item while a request is in flight: the answer may
/// predate the save, so it shows the client's copy; later requests, begun after the save, are the
/// truth.
@Suite struct PagingStateEditsInFlightTests: PagingStateSuite {
  var state = PagingState<Row>(pageSize: 3)

  func page(_ rows: [Row], offset: Int, total: Int = 9) -> Page<Row> {
    Page(items: rows, offset: offset, total: total)
  }

  mutating func loadFirstPage() throws {
    let first = try begin(.first)
    _ = state.complete(first, with: page(Row.rows([1, 2, 3]), offset: 0))
  }

  @Test mutating func aReloadAnswerShowsTheItemAsSaved() throws {
    try loadFirstPage()
    let refresh = try begin(.refresh)
    #expect(state.replace(Row(2, "saved")) == 1)
    _ = state.complete(refresh, with: page(Row.rows([1, 2, 3]), offset: 0))
    #expect(state.items == [Row(1), Row(2, "saved"), Row(3)])
  }

  @Test mutating func aFirstPageAnswerShowsAnItemSavedWhileItLoaded() throws {
    let first = try begin(.first)
    #expect(state.replace(Row(2, "saved")) == nil)
    _ = state.complete(first, with: page(Row.rows([1, 2, 3]), offset: 0))
    #expect(state.items == [Row(1), Row(2, "saved"), Row(3)])
  }

  @Test mutating func aNextPageShowsAnItemNotShownYetAsSaved() throws {
    try loadFirstPage()
    let next = try begin(.next)
    #expect(state.replace(Row(5, "saved")) == nil)
    #expect(state.complete(next, with: page(Row.rows([4, 5, 6]), offset: 3)) == .appended(3..<6))
    #expect(state.items[4] == Row(5, "saved"))
  }

  @Test mutating func aNextPageRepeatingASavedRowKeepsItAsSaved() throws {
    try loadFirstPage()
    let next = try begin(.next)
    #expect(state.replace(Row(3, "saved")) == 2)
    #expect(state.complete(next, with: page(Row.rows([3, 4, 5]), offset: 3)) == .appended(3..<5))
    #expect(state.items[2] == Row(3, "saved"))
  }

  @Test mutating func aLaterRequestIsTheTruth() throws {
    try loadFirstPage()
    let refresh = try begin(.refresh)
    state.replace(Row(2, "saved"))
    _ = state.complete(refresh, with: page(Row.rows([1, 2, 3]), offset: 0))
    let again = try begin(.refresh)
    _ = state.complete(again, with: page([Row(1), Row(2, "saved again"), Row(3)], offset: 0))
    #expect(state.items[1] == Row(2, "saved again"))
  }

  @Test mutating func anEditWithNoRequestInFlightIsNotKept() throws {
    try loadFirstPage()
    state.replace(Row(5, "saved"))
    let next = try begin(.next)
    _ = state.complete(next, with: page(Row.rows([4, 5, 6]), offset: 3))
    #expect(state.items[4] == Row(5))
  }

  @Test mutating func aRemovedItemSavedMeanwhileStaysRemoved() throws {
    try loadFirstPage()
    let refresh = try begin(.refresh)
    state.remove(id: 2)
    #expect(state.replace(Row(2, "saved")) == nil)
    _ = state.complete(refresh, with: page(Row.rows([1, 2, 3]), offset: 0))
    #expect(state.items.map(\.id) == [1, 3])
  }

  @Test mutating func anItemInsertedDuringAReloadThatListsItIsShownAsInserted() throws {
    try loadFirstPage()
    let refresh = try begin(.refresh)
    // Item 4, saved and put first by the client; the answer predates the save.
    _ = state.insert(Row(4, "saved"), at: .front)
    _ = state.complete(refresh, with: page(Row.rows([1, 4, 2]), offset: 0))
    #expect(state.items == [Row(1), Row(4, "saved"), Row(2)])
  }
}
