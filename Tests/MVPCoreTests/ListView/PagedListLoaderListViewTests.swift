import Foundation
import MVPCore
import MVPTestSupport
import Testing

/// A view adopting `ListViewInterface` is driven by the loader with only a row mapping and
/// `ListTexts` (issue 19: no rendering closures).
@MainActor
@Suite(.presenterTest) struct PagedListLoaderListViewTests {
  let fixture = TitleListScreen()
  let view = MockTitleListView()

  init() {
    fixture.screen.attach(view)
  }

  @Test func pagesRefreshAndRowChangesReachTheListView() {
    fixture.list.load()
    fixture.answer([1, 2, 3], offset: 0, total: 5)
    fixture.list.loadNextPage()
    fixture.answer([4, 5], offset: 3, total: 5)
    fixture.list.replace(Row(2, "two"))
    fixture.list.remove(id: 1)
    fixture.list.refresh()
    fixture.answer([2], offset: 0, total: 1)

    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(["row 1", "row 2", "row 3"]),
      .showLoadingMore, .hideLoadingMore, .insertRows(["row 4", "row 5"], at: 3..<5),
      .updateRow(at: 1, "two"), .removeRow(at: 0),
      .endRefreshing, .showRows(["row 2"]),
    ])
  }

  @Test func theErrorStateHasTheTitleAndMessageAndAFailureOverRowsIsAMessage() {
    fixture.list.load()
    fixture.server.fail(with: ServiceError.offline)
    fixture.list.retry()
    fixture.answer([1], offset: 0, total: 2)
    fixture.list.loadNextPage()
    fixture.server.fail(with: ServiceError.timeout)

    view.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showError(title: "Couldn't load rows", ServiceError.offline.userMessage, canRetry: true),
      .showLoading, .hideLoading, .showRows(["row 1"]),
      .showLoadingMore, .hideLoadingMore, .showMessage(ServiceError.timeout.userMessage),
    ])
  }

  @Test func emptySkippedAndSavedNoticesUseTheTexts() {
    // The notices are a feature's own, sent from the loader's observer after the rows.
    let screen = fixture.screen
    fixture.list.observe { event in
      guard case .pageShown(_, let page) = event else { return }
      let skipped = page.skippedCount
      let saved = page.savedAt != nil
      screen.binding.update(.state("list.notices")) { view in
        view.showSkippedNotice("\(skipped) rows could not be shown.")
        if saved { view.showSavedNotice("Offline: saved rows.") }
      }
    }
    fixture.list.load()
    fixture.server.succeed(
      with: Page(
        items: Row.rows([1]), offset: 0, total: 2,
        skippedCount: 1,
        savedAt: Date(timeIntervalSince1970: 0)))
    fixture.list.remove(id: 1)

    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(["row 1"]),
      .showSkippedNotice("1 rows could not be shown."), .showSavedNotice("Offline: saved rows."),
      .showEmpty("No rows."),
    ])
  }

  @Test func aViewWithoutTheNoticesIsDrivenWithTheirDefaults() {
    let minimal = MinimalTitleListView()
    fixture.screen.detach(view)
    fixture.screen.attach(minimal)
    fixture.list.load()
    fixture.answer([1, 2, 3], offset: 0, total: 4)
    fixture.list.loadNextPage()
    fixture.answer([4], offset: 3, total: 4)
    fixture.list.refresh()
    fixture.answer([1], offset: 0, total: 1)

    minimal.recorder.expectCalls([
      "showLoading", "hideLoading", #"showRows ["row 1", "row 2", "row 3"]"#, "showLoadingMore",
      "hideLoadingMore", #"insertRows ["row 4"]"#, "endRefreshing", #"showRows ["row 1"]"#,
    ])
  }

  @Test func anAppsOwnErrorTextReachesTheView() {
    struct BooksUnavailable: LocalizedError {
      var errorDescription: String? { "The library is closed on Sundays." }
    }
    fixture.list.load()
    fixture.server.fail(with: BooksUnavailable())

    view.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showError(title: "Couldn't load rows", "The library is closed on Sundays.", canRetry: true),
    ])
  }

  /// A row whose look depends on more than its item (a sale price while the sale runs) is made
  /// anew by replacing its item with itself: that row alone, by identity, and the showing is
  /// reported to the observer like every other.
  @Test func aRowReplacedByItsOwnItemIsMadeAnewAloneAndReported() {
    var shown = 0
    fixture.list.observe { if case .rowsShown = $0 { shown += 1 } }
    #expect(fixture.list.replace(Row(1, "row 1")) == nil)  // nothing shown yet: nothing to do
    fixture.list.load()
    fixture.answer([1, 2, 3], offset: 0, total: 4)
    fixture.list.loadNextPage()
    fixture.answer([4], offset: 3, total: 4)
    #expect(fixture.list.replace(Row(3, "row 3")) == 2)

    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(["row 1", "row 2", "row 3"]),
      .showLoadingMore, .hideLoadingMore, .insertRows(["row 4"], at: 3..<4),
      .updateRow(at: 2, "row 3"),
    ])
    #expect(shown == 3)
  }

  /// The deprecated `showRowsAgain()` forwards to `replace(_:)`: one row update per item.
  @available(*, deprecated)
  @Test func theDeprecatedShowRowsAgainUpdatesEachRow() {
    fixture.list.load()
    fixture.answer([1, 2], offset: 0, total: 2)
    fixture.list.showRowsAgain()

    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(["row 1", "row 2"]),
      .updateRow(at: 0, "row 1"), .updateRow(at: 1, "row 2"),
    ])
  }
}
