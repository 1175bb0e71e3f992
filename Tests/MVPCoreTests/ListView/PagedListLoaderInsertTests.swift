import MVPCore
import MVPTestSupport
import Testing

/// Local changes by identity (issue 19, item 3): an item added on another screen is shown at once
/// without a reload, and the rule for reloads that do not list it is the feature's to choose.
@MainActor
@Suite(.presenterTest) struct PagedListLoaderInsertTests {
  let fixture = TitleListScreen()
  let view = MockTitleListView()

  init() {
    fixture.screen.attach(view)
  }

  private func showFirstPage() {
    fixture.list.load()
    fixture.answer([1, 2, 3], offset: 0, total: 6)
    view.recorder.expectCalls([.showLoading, .hideLoading, .showRows(["row 1", "row 2", "row 3"])])
  }

  @Test func anItemInsertedAtTheFrontIsShownAtOnceAndPagingIsUnchanged() {
    showFirstPage()

    #expect(fixture.list.insert(Row(9)) == 0)
    fixture.list.loadNextPage()

    view.recorder.expectCalls([.insertRows(["row 9"], at: 0..<1), .showLoadingMore])
    #expect(fixture.server.pendingRequests.map(\.offset) == [3])
    fixture.answer([4, 5, 6], offset: 3, total: 6)
    view.recorder.expectCalls([
      .hideLoadingMore, .insertRows(["row 4", "row 5", "row 6"], at: 4..<7),
    ])
    #expect(fixture.list.items.map(\.id) == [9, 1, 2, 3, 4, 5, 6])
  }

  @Test func anItemAtTheEndGoesAfterTheRowsLoaded() {
    showFirstPage()
    #expect(fixture.list.append(Row(9)) == 3)
    view.recorder.expectCalls([.insertRows(["row 9"], at: 3..<4)])
  }

  @Test func insertingAnItemAlreadyShownReplacesIt() {
    showFirstPage()
    #expect(fixture.list.insert(Row(2, "two")) == 1)
    view.recorder.expectCalls([.updateRow(at: 1, "two")])
    #expect(fixture.list.items.map(\.id) == [1, 2, 3])
  }

  @Test func aReloadWithoutTheItemDropsItUnlessKept() {
    showFirstPage()
    fixture.list.insert(Row(8))
    fixture.list.insert(Row(9), keepingAcrossReloads: true)
    fixture.list.refresh()
    fixture.answer([1, 2, 3], offset: 0, total: 6)

    view.recorder.expectCalls([
      .insertRows(["row 8"], at: 0..<1), .insertRows(["row 9"], at: 0..<1),
      .endRefreshing, .showRows(["row 9", "row 1", "row 2", "row 3"]),
    ])
  }

  @Test func aKeptItemTheServerListsBecomesTheServers() {
    showFirstPage()
    fixture.list.insert(Row(9), keepingAcrossReloads: true)
    fixture.list.refresh()
    fixture.answer([9, 1, 2], offset: 0, total: 7)
    fixture.list.refresh()
    fixture.answer([1, 2, 3], offset: 0, total: 6)

    view.recorder.expectCalls([
      .insertRows(["row 9"], at: 0..<1),
      .endRefreshing, .showRows(["row 9", "row 1", "row 2"]),
      .endRefreshing, .showRows(["row 1", "row 2", "row 3"]),
    ])
  }

  @Test func anItemInsertedDuringTheFirstLoadSurvivesItsAnswer() {
    fixture.list.load()
    fixture.list.insert(Row(9))
    fixture.answer([1, 2, 3], offset: 0, total: 3)

    view.recorder.expectCalls([
      .showLoading, .showRows(["row 9"]),
      .hideLoading, .showRows(["row 9", "row 1", "row 2", "row 3"]),
    ])
  }

  @Test func removingAnInsertedItemLeavesTheOffsetAlone() {
    showFirstPage()
    fixture.list.insert(Row(9))
    fixture.list.remove(id: 9)
    fixture.list.loadNextPage()

    view.recorder.expectCalls([
      .insertRows(["row 9"], at: 0..<1), .removeRow(at: 0), .showLoadingMore,
    ])
    #expect(fixture.server.pendingRequests.map(\.offset) == [3])
    #expect(fixture.list.expectedCount == 6)
    fixture.answer([4, 5, 6], offset: 3, total: 6)
    view.recorder.expectCalls([
      .hideLoadingMore, .insertRows(["row 4", "row 5", "row 6"], at: 3..<6),
    ])
  }

  @Test func anInsertIntoTheEmptyStateShowsTheRow() {
    fixture.list.load()
    fixture.answer([], offset: 0, total: 0)
    fixture.list.insert(Row(9))

    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showEmpty("No rows."), .showRows(["row 9"]),
    ])
  }

  @Test func aLaterViewIsShownTheInsertedRows() {
    showFirstPage()
    fixture.list.insert(Row(9))
    fixture.list.append(Row(8))
    view.recorder.expectCalls([
      .insertRows(["row 9"], at: 0..<1), .insertRows(["row 8"], at: 4..<5),
    ])
    fixture.screen.detach(view)

    let later = MockTitleListView()
    fixture.screen.attach(later)

    later.recorder.expectCalls([
      .hideLoading, .showRows(["row 9", "row 1", "row 2", "row 3", "row 8"]),
    ])
  }
}
