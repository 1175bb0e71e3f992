import Foundation
import MVPCore
import MVPTestSupport
import Testing

/// What a ``PagedListLoader`` keeps when the app is killed and how it comes back (issue 29): its
/// loaded range in one request, the top item by identity, a scroll only for a view that scrolls,
/// and reads that were running started afresh.
@MainActor @Suite(.presenterTest) struct PagedListLoaderRestorationTests {
  typealias ScrollingList = RestorableTitleList<MockTitleListView>
  let server = CallbackStub<PageRequest, Page<Row>>()
  let rows = ServerList(1...50)

  /// A scrolling list built as the app builds it, on the test's server.
  func launch(pageSize: Int = 10) -> RelaunchableModule<MockTitleListView, ScrollingList> {
    let server = self.server
    return RelaunchableModule {
      ScrollingList.module(server: server, pageSize: pageSize) { MockTitleListView() }
    }
  }

  /// Loads three pages of ten (rows 1–30 of 50) on `app` and checks what its view was shown.
  func loadThreePages(
    _ app: RelaunchableModule<MockTitleListView, ScrollingList>
  ) {
    app.module.presenter.screen.handle(.viewDidLoad)
    server.answer(from: rows)
    app.module.view.recorder.expectCalls([.showLoading, .hideLoading, .showRows(titles(1...10))])
    loadNextPage(app, rows: 11...20)
    loadNextPage(app, rows: 21...30)
  }

  /// Sends `viewDidLoad` to `app`, relaunched with rows 1–30 loaded, answers its restored load
  /// and checks that its view is shown the 30 rows again, then scrolled to row `top`.
  func loadRestoredRows(
    _ app: RelaunchableModule<MockTitleListView, ScrollingList>, scrollingTo top: Int,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    app.module.presenter.screen.handle(.viewDidLoad)
    server.answer(from: rows)
    app.module.view.recorder.expectCalls(
      [.showLoading, .hideLoading, .showRows(titles(1...30)), .scrollToRow(at: top)],
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Loads the next page of ten on `app`, rows `ids`, and checks its request and what its view
  /// was shown.
  func loadNextPage(
    _ app: RelaunchableModule<MockTitleListView, ScrollingList>, rows ids: ClosedRange<Int>,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    app.module.presenter.list.loadNextPage()
    let offset = ids.lowerBound - 1
    #expect(
      server.described.suffix(1) == ["next@\(offset)+10"],
      sourceLocation: SourceLocation(
        fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
    server.answer(from: rows)
    app.module.view.recorder.expectCalls(
      [.showLoadingMore, .hideLoadingMore, .insertRows(titles(ids), at: offset..<ids.upperBound)],
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  @Test func theRestoredLoadAsksForTheLoadedRangeInOneRequestAndScrollsToTheTopItem() throws {
    let app = try relaunch(topRow: 14)
    app.module.view.recorder.expectNoCalls()
    app.module.presenter.screen.handle(.viewDidLoad)
    #expect(server.described.suffix(1) == ["first@0+30"])
    app.module.view.recorder.expectCalls([.showLoading])
    server.answer(from: rows)
    app.module.view.recorder.expectCalls([
      .hideLoading, .showRows(titles(1...30)), .scrollToRow(at: 14),
    ])
    // Paging goes on from what the restored load answered.
    loadNextPage(app, rows: 31...40)
  }

  /// Launches the list, loads rows 1–30 with row `index` at the top of the view, and kills and
  /// relaunches it.
  func relaunch(topRow index: Int) throws -> RelaunchableModule<MockTitleListView, ScrollingList> {
    let app = launch()
    loadThreePages(app)
    app.module.presenter.list.topRowDidChange(to: index)
    try app.killAndRelaunch()
    return app
  }

  /// Launches the list, loads rows 1–30 with row 15 at the top, kills and relaunches it, and
  /// answers its restored load from `rows`, the server's rows by then.
  func relaunchAtRow15(answeringFrom rows: ServerList) throws -> RelaunchableModule<
    MockTitleListView, ScrollingList
  > {
    let app = try relaunch(topRow: 14)
    app.module.presenter.screen.handle(.viewDidLoad)
    server.answer(from: rows)
    return app
  }

  @Test func theTopItemIsFoundByIdentityWhereTheServerListsItNow() throws {
    var rows = self.rows
    rows.addFirst(Row(100))
    rows.addFirst(Row(101))
    let app = try relaunchAtRow15(answeringFrom: rows)
    app.module.view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(["row 101", "row 100"] + titles(1...28)),
      .scrollToRow(at: 16),
    ])
  }

  @Test func aTopItemNoLongerListedIsNotScrolledTo() throws {
    var rows = self.rows
    rows.delete(15)
    let app = try relaunchAtRow15(answeringFrom: rows)
    app.module.view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(titles(1...14) + titles(16...31)),
    ])
    // Nothing is left to scroll to later either.
    app.module.presenter.list.refresh()
    server.answer(from: rows)
    app.module.view.recorder.expectCalls([.endRefreshing, .showRows(titles(1...10))])
  }

  @Test func aViewThatDoesNotScrollIsShownTheRestoredRowsAndNothingElse() throws {
    let server = self.server
    let app = RelaunchableModule {
      RestorableTitleList.module(server: server) { MinimalTitleListView() }
    }
    app.module.presenter.screen.handle(.viewDidLoad)
    server.answer(from: rows)
    app.module.presenter.list.loadNextPage()
    server.answer(from: rows)
    app.module.presenter.list.topRowDidChange(to: 12)
    app.module.view.recorder.expectCalls([
      "showLoading", "hideLoading", "showRows \(titles(1...10))", "showLoadingMore",
      "hideLoadingMore", "insertRows \(titles(11...20))",
    ])
    try app.killAndRelaunch()
    app.module.presenter.screen.handle(.viewDidLoad)
    server.answer(from: rows)
    #expect(server.described.suffix(1) == ["first@0+20"])
    app.module.view.recorder.expectCalls([
      "showLoading", "hideLoading", "showRows \(titles(1...20))",
    ])
  }

  @Test func aListSavedDuringItsFirstLoadLoadsAsAFreshOne() throws {
    let app = launch()
    app.module.presenter.screen.handle(.viewDidLoad)
    app.module.view.recorder.expectCalls([.showLoading])
    try app.killAndRelaunch()
    // The killed screen's read ended with it; nothing resumes it.
    #expect(server.cancelledRequests.count == 1)
    app.module.view.recorder.expectNoCalls()
    app.module.presenter.screen.handle(.viewDidLoad)
    #expect(server.described == ["first@0+10", "first@0+10"])
    server.answer(from: rows)
    app.module.view.recorder.expectCalls([.showLoading, .hideLoading, .showRows(titles(1...10))])
  }

  @Test func aListSavedDuringANextPageLoadsWhatWasLoadedWithoutLoadingMore() throws {
    let app = launch()
    app.module.presenter.screen.handle(.viewDidLoad)
    server.answer(from: rows)
    app.module.presenter.list.loadNextPage()
    app.module.view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(titles(1...10)), .showLoadingMore,
    ])
    try app.killAndRelaunch()
    #expect(server.cancelledRequests.map(\.offset) == [10])
    app.module.presenter.screen.handle(.viewDidLoad)
    #expect(server.described.suffix(1) == ["first@0+10"])
    server.answer(from: rows)
    app.module.view.recorder.expectCalls([.showLoading, .hideLoading, .showRows(titles(1...10))])
    #expect(!app.module.presenter.list.isLoading)
    // The view asks for the next page again when it reaches the bottom.
    loadNextPage(app, rows: 11...20)
  }

  @Test func aFailedRestoredLoadIsTheErrorStateAndItsRetryLoadsTheFirstPage() throws {
    let app = try relaunch(topRow: 0)
    app.module.presenter.screen.handle(.viewDidLoad)
    server.fail(with: URLError(.notConnectedToInternet), at: server.liveIndex)
    app.module.view.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showError(
        title: "Couldn't load rows", ServiceError.offline.userMessage, canRetry: true),
    ])
    app.module.presenter.screen.retry()
    #expect(server.described.suffix(2) == ["first@0+30", "first@0+10"])
    server.answer(from: rows)
    // The place is forgotten: no scroll, and the usual first page.
    app.module.view.recorder.expectCalls([.showLoading, .hideLoading, .showRows(titles(1...10))])
  }

  @Test func aRefreshAfterTheRestoredLoadReloadsTheFirstPage() throws {
    let app = launch()
    loadThreePages(app)
    try app.killAndRelaunch()
    app.module.presenter.screen.handle(.viewDidLoad)
    server.answer(from: rows)
    app.module.presenter.list.refresh()
    server.answer(from: rows)
    #expect(server.described.suffix(2) == ["first@0+30", "refresh@0+10"])
    app.module.view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(titles(1...30)), .endRefreshing,
      .showRows(titles(1...10)),
    ])
  }

  @Test func aServerThatAnswersFewerRowsLeavesTheRestToTheNextPages() throws {
    let app = try relaunch(topRow: 25)
    app.module.presenter.screen.handle(.viewDidLoad)
    // The server caps its pages at 20 items: row 26 is not among them.
    server.succeed(
      with: Page(items: Row.rows(Array(1...20)), offset: 0, total: 50), at: server.liveIndex)
    app.module.view.recorder.expectCalls([.showLoading, .hideLoading, .showRows(titles(1...20))])
    loadNextPage(app, rows: 21...30)
  }

  /// What interrupts a restored load.
  enum Interruption: CaseIterable, Sendable {
    /// A pull to refresh: it restarts the first load.
    case pullToRefresh
    /// A detach and an attach: the load resumes.
    case detachAndAttach
  }

  @Test(arguments: Interruption.allCases)
  func anInterruptedRestoredLoadStartsAgainWithTheSameRange(_ interruption: Interruption) throws {
    let app = try relaunch(topRow: 20)
    let screen = app.module.presenter.screen
    screen.handle(.viewDidLoad)
    switch interruption {
    case .pullToRefresh: app.module.presenter.list.refresh()
    case .detachAndAttach:
      screen.detach(app.module.view)
      screen.attach(app.module.view)
    }
    #expect(server.described.suffix(2) == ["first@0+30", "first@0+30"])
    server.answer(from: rows)
    let interrupted: MockTitleListView.Call =
      interruption == .pullToRefresh ? .endRefreshing : .showLoading
    app.module.view.recorder.expectCalls([
      .showLoading, interrupted, .hideLoading, .showRows(titles(1...30)), .scrollToRow(at: 20),
    ])
  }

  @Test func restoredRowsShownToNoViewScrollTheViewThatAttachesAfterItsRows() throws {
    let app = try relaunch(topRow: 9)
    let screen = app.module.presenter.screen
    screen.detach(app.module.view)
    screen.handle(.viewDidLoad)
    server.answer(from: rows)
    app.module.view.recorder.expectNoCalls()
    let next = MockTitleListView()
    screen.attach(next)
    next.recorder.expectCalls([.hideLoading, .showRows(titles(1...30)), .scrollToRow(at: 9)])
    // Once: the view attached after it starts from its own place.
    screen.attach(app.module.view)
    app.module.view.recorder.expectCalls([.hideLoading, .showRows(titles(1...30))])
  }

  @Test func aListSavedAgainDuringItsRestoredLoadKeepsItsRangeAndTopItem() throws {
    let app = try relaunch(topRow: 25)
    app.module.presenter.screen.handle(.viewDidLoad)
    app.module.view.recorder.expectCalls([.showLoading])
    try app.killAndRelaunch()
    loadRestoredRows(app, scrollingTo: 25)
    #expect(server.described.suffix(2) == ["first@0+30", "first@0+30"])
  }

  @Test func aScrolledBackListSavedAgainKeepsTheItemItScrolledTo() throws {
    let app = try relaunch(topRow: 5)
    loadRestoredRows(app, scrollingTo: 5)
    try app.killAndRelaunch()
    loadRestoredRows(app, scrollingTo: 5)
  }

  @Test func aStaleTopRowIndexIsIgnored() throws {
    let app = launch()
    loadThreePages(app)
    app.module.presenter.list.topRowDidChange(to: 3)
    app.module.presenter.list.topRowDidChange(to: 30)
    app.module.presenter.list.topRowDidChange(to: -1)
    try app.killAndRelaunch()
    loadRestoredRows(app, scrollingTo: 3)
  }

  @Test(arguments: [
    (loaded: 0, pageSize: 10, limit: 10), (loaded: 10, pageSize: 10, limit: 10),
    (loaded: 25, pageSize: 10, limit: 30), (loaded: 1_000, pageSize: 10, limit: 200),
    (loaded: Int.max, pageSize: 3, limit: 60), (loaded: 5, pageSize: Int.max, limit: Int.max),
    (loaded: Int.max, pageSize: Int.max, limit: Int.max),
  ])
  func theRestoredLimitIsTheRangeRoundedUpToPagesAtMostTheAutomaticPageLimit(
    loaded: Int, pageSize: Int, limit: Int
  ) {
    #expect(PagedListLoader<Row, Any>.restoredLimit(loaded: loaded, pageSize: pageSize) == limit)
  }
}
