import MVPCore
import MVPTestSupport
import Testing

/// An edit saved while a page loads (``PagedListLoader/replace(_:)``, or an insertion of an item
/// already on the server) is not reverted by that page's answer, which may predate the save.
@MainActor
@Suite(.presenterTest) struct PagedListLoaderReplaceInFlightTests {
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

  /// The pages as the server answered them before the save.
  private func answerStale(_ ids: [Int], offset: Int) {
    fixture.answer(ids, offset: offset, total: 6)
  }

  @Test func aReplaceDuringARefreshIsNotRevertedByItsAnswer() {
    showFirstPage()
    fixture.list.refresh()
    #expect(fixture.list.replace(Row(2, "saved")) == 1)
    answerStale([1, 2, 3], offset: 0)

    view.recorder.expectCalls([
      .updateRow(at: 1, "saved"), .endRefreshing, .showRows(["row 1", "saved", "row 3"]),
    ])
    #expect(fixture.list.items == [Row(1), Row(2, "saved"), Row(3)])
  }
}

extension PagedListLoaderReplaceInFlightTests {
  @Test func aReplaceDuringTheFirstLoadIsShownByItsAnswer() {
    fixture.list.load()
    #expect(fixture.list.replace(Row(2, "saved")) == nil)
    answerStale([1, 2, 3], offset: 0)

    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(["row 1", "saved", "row 3"]),
    ])
  }

  @Test func aRowNotShownYetSavedWhileItsPageLoadsIsShownAsSaved() {
    showFirstPage()
    fixture.list.loadNextPage()
    #expect(fixture.list.replace(Row(5, "saved")) == nil)
    answerStale([4, 5, 6], offset: 3)

    view.recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore, .insertRows(["row 4", "saved", "row 6"], at: 3..<6),
    ])
  }

  @Test func aSavedRowThatTheNextPageRepeatsStaysAsSaved() {
    showFirstPage()
    fixture.list.loadNextPage()
    #expect(fixture.list.replace(Row(3, "saved")) == 2)
    // An item added on the server moved row 3 onto the next page.
    fixture.answer([3, 4, 5], offset: 3, total: 7)

    view.recorder.expectCalls([
      .showLoadingMore, .updateRow(at: 2, "saved"), .hideLoadingMore,
      .insertRows(["row 4", "row 5"], at: 3..<5),
    ])
    #expect(fixture.list.items[2] == Row(3, "saved"))
  }

  @Test func aRefreshBegunAfterTheSaveIsTheTruth() {
    showFirstPage()
    fixture.list.replace(Row(2, "saved"))
    fixture.list.refresh()
    fixture.server.succeed(
      with: Page(items: [Row(1), Row(2, "saved again"), Row(3)], offset: 0, total: 6))

    view.recorder.expectCalls([
      .updateRow(at: 1, "saved"), .endRefreshing,
      .showRows(["row 1", "saved again", "row 3"]),
    ])
  }
}
