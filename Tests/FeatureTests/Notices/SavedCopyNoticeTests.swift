import Foundation
import MVPCore
import MVPTestSupport
import Testing

@testable import GoodsFeature

/// Pages a service answered from a copy on the device (issue 14), moved from MVPCore's loader
/// tests: the goods feature's `SavedCopyTracking`, fed by the loader's observer, tells the view,
/// after the rows, the oldest saved date among the pages since the last reload and whether the
/// server answers again, and `nil` once a reload comes from the server.
@MainActor @Suite(.presenterTest) struct SavedCopyNoticeTests {
  static let noon = Date(timeIntervalSince1970: 1_767_268_800)
  static let earlier = noon.addingTimeInterval(-3600)
  let list = NoticeListScreen(pageSize: 3)
  var view: MockNoticeListView { list.view }

  static func offline(_ date: Date) -> MockNoticeListView.Call {
    .showSavedCopyStatus(SavedCopyStatus(savedAt: date, isServerAnswering: false))
  }

  static func answering(_ date: Date) -> MockNoticeListView.Call {
    .showSavedCopyStatus(SavedCopyStatus(savedAt: date, isServerAnswering: true))
  }

  func answer(_ ids: [Int], offset: Int, total: Int = 12, savedAt: Date?) {
    list.server.succeed(
      with: Page(items: NoticeRow.rows(ids), offset: offset, total: total, savedAt: savedAt))
  }

  @Test func theStatusFollowsTheRowsKeepsTheOldestCopyAndSaysWhenTheServerAnswers() {
    list.screen.attach(view)
    list.list.load()
    answer([1, 2, 3], offset: 0, savedAt: Self.noon)
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows([1, 2, 3]), Self.offline(Self.noon),
    ])
    list.list.loadNextPage()
    // The server answers a later page: the saved rows stay, under a server that answers.
    answer([4, 5, 6], offset: 3, savedAt: nil)
    view.recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore, .insertRows(3..<6, [4, 5, 6]), Self.answering(Self.noon),
    ])
    list.list.loadNextPage()
    answer([7, 8, 9], offset: 6, savedAt: Self.earlier)
    view.recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore, .insertRows(6..<9, [7, 8, 9]),
      Self.offline(Self.earlier),
    ])
    #expect(list.saved.savedAt == Self.earlier)
  }

  @Test func aFailureToReachTheServerSaysItDoesNotAnswerAnyMore() {
    list.screen.attach(view)
    list.list.load()
    answer([1, 2, 3], offset: 0, savedAt: Self.noon)
    list.list.loadNextPage()
    answer([4, 5, 6], offset: 3, savedAt: nil)
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows([1, 2, 3]), Self.offline(Self.noon),
      .showLoadingMore, .hideLoadingMore, .insertRows(3..<6, [4, 5, 6]), Self.answering(Self.noon),
    ])
    list.list.loadNextPage()
    list.server.fail(with: ServiceError.unreachable)
    view.recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore, .showMessage(.unreachable), Self.offline(Self.noon),
    ])
    // A failure the server answered for itself says nothing about reaching it.
    list.list.loadNextPage()
    answer([7, 8, 9], offset: 6, savedAt: nil)
    list.list.loadNextPage()
    list.server.fail(with: ServiceError.httpStatus(code: 500, message: nil))
    view.recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore, .insertRows(6..<9, [7, 8, 9]), Self.answering(Self.noon),
      .showLoadingMore, .hideLoadingMore, .showMessage(.httpStatus(code: 500, message: nil)),
    ])
  }

  @Test func aRefreshTheServerAnswersRemovesTheNotice() {
    list.screen.attach(view)
    list.list.load()
    answer([1, 2, 3], offset: 0, savedAt: Self.noon)
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows([1, 2, 3]), Self.offline(Self.noon),
    ])
    list.list.refresh()
    answer([1, 2, 3], offset: 0, savedAt: nil)
    view.recorder.expectCalls([.endRefreshing, .showRows([1, 2, 3]), .showSavedCopyStatus(nil)])
    #expect(list.saved.savedAt == nil)
  }

  @Test func aRefreshFromAnotherCopyShowsThatCopysDate() {
    list.screen.attach(view)
    list.list.load()
    answer([1, 2, 3], offset: 0, savedAt: Self.earlier)
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows([1, 2, 3]), Self.offline(Self.earlier),
    ])
    list.list.refresh()
    answer([1, 2, 3], offset: 0, savedAt: Self.noon)
    view.recorder.expectCalls([.endRefreshing, .showRows([1, 2, 3]), Self.offline(Self.noon)])
  }

  @Test func pagesAndFailuresFromTheServerAloneNeverTellTheView() {
    list.screen.attach(view)
    list.list.load()
    answer([1, 2, 3], offset: 0, savedAt: nil)
    list.list.loadNextPage()
    list.server.fail(with: ServiceError.offline)
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows([1, 2, 3]), .showLoadingMore, .hideLoadingMore,
      .showMessage(.offline),
    ])
    #expect(list.saved.savedAt == nil)
  }

  @Test func aViewAttachingLaterIsToldTheStatus() {
    list.screen.attach(view)
    list.list.load()
    answer([1, 2, 3], offset: 0, savedAt: Self.noon)
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows([1, 2, 3]), Self.offline(Self.noon),
    ])
    list.screen.detach(view)
    let other = MockNoticeListView()
    list.screen.attach(other)
    other.recorder.expectCalls([.hideLoading, .showRows([1, 2, 3]), Self.offline(Self.noon)])
  }

  @Test func aFilteredPageKeepsItsDate() {
    let page = Page(items: NoticeRow.rows([1, 2, 3]), offset: 0, total: 3, savedAt: Self.noon)
    #expect(page.filter { $0.id != 2 }.savedAt == Self.noon)
  }
}
