import MVPCore
import MVPTestSupport
import Testing

/// `PagedListLoader.replaceAll(with:)` (issue 30): a list that arrives whole is shown on a paged
/// view row by row, by identity, with the exact calls its doc comment states.
@MainActor
@Suite(.presenterTest) struct PagedListLoaderWholeListTests {
  let fixture = TitleListScreen()
  let view = MockTitleListView()

  init() {
    fixture.screen.attach(view)
  }

  /// Shows `ids` (default titles) as the whole list and asserts the first showing.
  private func start(with ids: [Int]) {
    fixture.list.replaceAll(with: Row.rows(ids))
    view.recorder.expectCalls([.showRows(ids.map { "row \($0)" })])
  }

  // MARK: - Row by row on a paged view

  @Test func anInsertionInTheMiddleIsOneInsertRowsAndARunIsOneCall() {
    start(with: [1, 2, 3, 4])
    fixture.list.replaceAll(with: Row.rows([1, 2, 9, 3, 4]))
    fixture.list.replaceAll(with: Row.rows([1, 2, 9, 7, 8, 3, 4]))

    view.recorder.expectCalls([
      .insertRows(["row 9"], at: 2..<3), .insertRows(["row 7", "row 8"], at: 3..<5),
    ])
    #expect(fixture.list.items.map(\.id) == [1, 2, 9, 7, 8, 3, 4])
  }

  @Test func removalsAreRemoveRowCallsDescending() {
    start(with: [1, 2, 3, 4])
    fixture.list.replaceAll(with: Row.rows([1, 3, 4]))
    fixture.list.replaceAll(with: Row.rows([1]))

    view.recorder.expectCalls([.removeRow(at: 1), .removeRow(at: 2), .removeRow(at: 1)])
    #expect(fixture.list.items.map(\.id) == [1])
  }

  @Test func aChangedItemIsOneUpdateRowAtItsIndex() {
    start(with: [1, 2, 3])
    fixture.list.replaceAll(with: [Row(1), Row(2, "two"), Row(3)])

    view.recorder.expectCalls([.updateRow(at: 1, "two")])
    #expect(fixture.list.item(id: 2)?.title == "two")
  }

  @Test func aMovedRowIsRemovedAndInsertedAgainWithItsNewValue() {
    start(with: [1, 2, 3, 4, 5])
    // Forward, changed on the way: inserted as changed, not updated as well.
    fixture.list.replaceAll(with: [Row(1), Row(3), Row(4), Row(2, "two"), Row(5)])
    // Backward: the one row out of order moves, not the three it jumps over.
    fixture.list.replaceAll(with: [Row(4), Row(1), Row(3), Row(2, "two"), Row(5)])

    view.recorder.expectCalls([
      .removeRow(at: 1), .insertRows(["two"], at: 3..<4),
      .removeRow(at: 2), .insertRows(["row 4"], at: 0..<1),
    ])
  }

  @Test func mixedChangesComeAsRemovalsThenInsertionsThenUpdates() {
    start(with: [1, 2, 3, 4, 5, 6, 7, 8])
    fixture.list.replaceAll(
      with: [Row(1), Row(10), Row(11), Row(3), Row(4, "four"), Row(6), Row(8), Row(2), Row(12)])

    // 7 and 5 go, 2 moves to the end; 10 and 11 are one run, 2 and 12 another; 4 changed.
    view.recorder.expectCalls([
      .removeRow(at: 6), .removeRow(at: 4), .removeRow(at: 1),
      .insertRows(["row 10", "row 11"], at: 1..<3), .insertRows(["row 2", "row 12"], at: 7..<9),
      .updateRow(at: 4, "four"),
    ])
    #expect(fixture.list.items.map(\.id) == [1, 10, 11, 3, 4, 6, 8, 2, 12])
  }

  // MARK: - Empty, and from no rows

  @Test func anEmptyListShowsTheEmptyState() {
    start(with: [1, 2])
    fixture.list.replaceAll(with: [])

    view.recorder.expectCalls([.showEmpty("No rows.")])
    #expect(fixture.list.items.isEmpty)
  }

  @Test func fromNoRowsEveryRowIsShownAtOnce() {
    fixture.list.replaceAll(with: Row.rows([1, 2, 3]))  // nothing loaded yet
    fixture.list.replaceAll(with: [])
    fixture.list.replaceAll(with: Row.rows([4, 5]))  // from the empty state

    view.recorder.expectCalls([
      .showRows(["row 1", "row 2", "row 3"]), .showEmpty("No rows."),
      .showRows(["row 4", "row 5"]),
    ])
  }

  // MARK: - Nothing changed, nothing sent

  @Test func nothingChangedSendsNothing() {
    start(with: [1, 2, 3])
    fixture.list.replaceAll(with: Row.rows([1, 2, 3]))
    fixture.list.replaceAll(with: Row.rows([1, 2, 3, 2, 1]))  // repeats only
    view.recorder.expectNoCalls()

    fixture.list.replaceAll(with: [])
    fixture.list.replaceAll(with: [])  // the empty state is shown already
    view.recorder.expectCalls([.showEmpty("No rows.")])
  }

  @Test func anEmptyListIsShownOnceBeforeAnythingLoaded() {
    fixture.list.replaceAll(with: [])
    fixture.list.replaceAll(with: [])

    view.recorder.expectCalls([.showEmpty("No rows.")])
  }

  // MARK: - The rows become the list

  @Test func repeatedIdentitiesKeepTheFirst() {
    start(with: [1, 2])
    fixture.list.replaceAll(with: [Row(3, "first 3"), Row(1), Row(3, "second 3"), Row(2), Row(1)])

    view.recorder.expectCalls([.insertRows(["first 3"], at: 0..<1)])
    #expect(fixture.list.items == [Row(3, "first 3"), Row(1), Row(2)])
  }

  @Test func repeatedIdentitiesAfterTheSharedEndsKeepTheFirst() {
    // The repeat of 3 is in the list's shared end, its first occurrence before it.
    start(with: [1, 2, 3])
    fixture.list.replaceAll(with: [Row(1), Row(3, "moved"), Row(2), Row(3)])

    view.recorder.expectCalls([.removeRow(at: 2), .insertRows(["moved"], at: 1..<2)])
    #expect(fixture.list.items == [Row(1), Row(3, "moved"), Row(2)])
  }

  @Test func insertedItemsTheListLacksGoEvenKeptAcrossReloads() {
    start(with: [1, 2])
    fixture.list.insert(Row(9), keepingAcrossReloads: true)
    fixture.list.append(Row(8))
    fixture.list.replaceAll(with: Row.rows([1, 2]))
    // A reload whose answer lacks 9 does not show it again: the whole list forgot it.
    fixture.list.refresh()
    fixture.answer([1, 2], offset: 0, total: 2)

    view.recorder.expectCalls([
      .insertRows(["row 9"], at: 0..<1), .insertRows(["row 8"], at: 3..<4),
      .removeRow(at: 3), .removeRow(at: 0),
      .endRefreshing, .showRows(["row 1", "row 2"]),
    ])
  }

  @Test func anInsertedItemTheListHasIsTheListsFromThenOn() {
    start(with: [1, 2])
    fixture.list.insert(Row(9), keepingAcrossReloads: true)
    fixture.list.replaceAll(with: Row.rows([9, 1, 2]))  // as shown: nothing to send
    fixture.list.refresh()
    fixture.answer([1, 2], offset: 0, total: 2)

    view.recorder.expectCalls([
      .insertRows(["row 9"], at: 0..<1), .endRefreshing, .showRows(["row 1", "row 2"]),
    ])
  }

  @Test func aRemovedItemTheListHasIsShown() {
    start(with: [1, 2])
    fixture.list.remove(id: 2)
    fixture.list.replaceAll(with: Row.rows([1, 2]))
    // Later pages show it too: it is no longer a removed item.
    fixture.list.refresh()
    fixture.answer([1, 2], offset: 0, total: 2)

    view.recorder.expectCalls([
      .removeRow(at: 1), .insertRows(["row 2"], at: 1..<2),
      .endRefreshing, .showRows(["row 1", "row 2"]),
    ])
  }

  // MARK: - Later views

  @Test func aViewAttachedLaterGetsAllRowsAndADetachedScreenNothing() {
    start(with: [1, 2])
    fixture.screen.detach(view)
    fixture.list.replaceAll(with: Row.rows([2, 3]))
    fixture.list.replaceAll(with: Row.rows([3, 4]))
    let later = MockTitleListView()
    fixture.screen.attach(later)
    fixture.list.replaceAll(with: Row.rows([3, 4, 5]))
    fixture.screen.detach(later)
    fixture.screen.attach(view)

    later.recorder.expectCalls([
      .showRows(["row 3", "row 4"]), .insertRows(["row 5"], at: 2..<3),
    ])
    view.recorder.expectCalls([.showRows(["row 3", "row 4", "row 5"])])
  }

  // MARK: - Loads in flight

  @Test func aFirstLoadInFlightIsSupersededAndItsAnswerIgnored() {
    fixture.list.load()
    fixture.list.replaceAll(with: Row.rows([1, 2]))
    fixture.answer([7, 8, 9], offset: 0, total: 3)  // the late answer

    view.recorder.expectCalls([.showLoading, .hideLoading, .showRows(["row 1", "row 2"])])
    #expect(fixture.server.cancelledRequests.count == 1)
    #expect(fixture.list.items.map(\.id) == [1, 2])
    #expect(!fixture.list.isLoading)
  }

  @Test func aRefreshInFlightEndsBeforeTheRowsAndItsAnswerIsIgnored() {
    start(with: [1, 2])
    fixture.list.refresh()
    fixture.list.replaceAll(with: Row.rows([1, 2, 3]))
    fixture.answer([7], offset: 0, total: 1)

    view.recorder.expectCalls([.endRefreshing, .insertRows(["row 3"], at: 2..<3)])
    #expect(fixture.list.items.map(\.id) == [1, 2, 3])
  }

  @Test func aNextPageInFlightEndsAndTheListIsWhole() {
    fixture.list.load()
    fixture.answer([1, 2, 3], offset: 0, total: 6)
    fixture.list.loadNextPage()
    fixture.list.replaceAll(with: Row.rows([1, 2, 3, 4]))
    fixture.answer([4, 5, 6], offset: 3, total: 6)
    fixture.list.loadNextPage()  // nothing more to page

    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(["row 1", "row 2", "row 3"]),
      .showLoadingMore, .hideLoadingMore, .insertRows(["row 4"], at: 3..<4),
    ])
    #expect(fixture.server.requests.count == 2)
  }

  @Test func aLoadADetachInterruptedDoesNotResume() {
    fixture.list.load()
    fixture.screen.detach(view)
    fixture.list.replaceAll(with: Row.rows([1]))
    fixture.screen.attach(view)

    view.recorder.expectCalls([.showLoading, .hideLoading, .showRows(["row 1"])])
    #expect(fixture.server.requests.count == 1)
    #expect(!fixture.list.isLoading)
  }

  @Test func aNothingChangedListStillSupersedesALoad() {
    start(with: [1, 2])
    fixture.list.refresh()
    fixture.list.replaceAll(with: Row.rows([1, 2]))

    view.recorder.expectCalls([.endRefreshing])
    #expect(!fixture.list.isLoading)
  }

  // MARK: - Errors

  @Test func theErrorStateIsReplacedByTheRows() {
    fixture.list.load()
    fixture.server.fail(with: ServiceError.offline)
    fixture.list.replaceAll(with: Row.rows([1]))

    view.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showError(title: "Couldn't load rows", ServiceError.offline.userMessage, canRetry: true),
      .showRows(["row 1"]),
    ])
  }

  @Test func theErrorStateIsReplacedByTheEmptyState() {
    // Loaded and empty, then a refresh fails: the error state, then an empty whole list.
    fixture.list.replaceAll(with: [])
    fixture.list.refresh()
    fixture.server.fail(with: ServiceError.offline)
    fixture.list.replaceAll(with: [])

    view.recorder.expectCalls([
      .showEmpty("No rows."), .endRefreshing,
      .showError(title: "Couldn't load rows", ServiceError.offline.userMessage, canRetry: true),
      .showEmpty("No rows."),
    ])
  }

  // MARK: - Paging

  @Test func theListIsLoadedAndWholeAndARefreshAsksTheService() {
    fixture.list.replaceAll(with: Row.rows([1, 2, 3, 4]))
    #expect(fixture.list.isLoaded)
    #expect(!fixture.list.hasMore)
    #expect(fixture.list.expectedCount == 4)
    fixture.list.load()
    fixture.list.loadNextPage()
    #expect(fixture.server.requests.isEmpty)

    fixture.list.refresh()
    #expect(fixture.server.requests.map(\.offset) == [0])
    fixture.answer([5], offset: 0, total: 2)

    view.recorder.expectCalls([
      .showRows(["row 1", "row 2", "row 3", "row 4"]), .endRefreshing, .showRows(["row 5"]),
    ])
    #expect(fixture.list.hasMore)
  }

  // MARK: - Events

  @Test func theObserverIsToldWhenRowsAreShown() {
    var shown = 0
    fixture.list.observe { if case .rowsShown = $0 { shown += 1 } }
    fixture.list.replaceAll(with: Row.rows([1]))
    fixture.list.replaceAll(with: Row.rows([1, 2]))
    fixture.list.replaceAll(with: Row.rows([1, 2]))

    view.recorder.expectCalls([.showRows(["row 1"]), .insertRows(["row 2"], at: 1..<2)])
    #expect(shown == 2)
  }
}
