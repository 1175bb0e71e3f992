import Foundation
import MVPCore
import MVPTestSupport
import Testing

/// ``PagedListLoader`` with pages a service answered from a copy on the device (issue 14): the
/// view is told the oldest saved date among the rows, after them, and `nil` once a reload comes
/// from the server.
@MainActor @Suite(.presenterTest) struct PagedListLoaderSavedPagesTests {
  static let noon = Date(timeIntervalSince1970: 1_767_268_800)
  static let earlier = noon.addingTimeInterval(-3600)
  let list = ListScreen(pageSize: 3)
  var view: MockSampleListView { list.view }

  func answer(_ ids: [Int], offset: Int, total: Int = 9, savedAt: Date?) {
    list.server.succeed(
      with: Page(items: Row.rows(ids), offset: offset, total: total, savedAt: savedAt))
  }

  @Test func theDateFollowsTheRowsAndKeepsTheOldestCopy() {
    list.screen.attach(view)
    list.list.load()
    answer([1, 2, 3], offset: 0, savedAt: Self.noon)
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows([1, 2, 3]), .showSavedAt(Self.noon),
    ])
    list.list.loadNextPage()
    // A fresh page under saved rows: the notice stays as it is, so no call.
    answer([4, 5, 6], offset: 3, savedAt: nil)
    view.recorder.expectCalls([.showLoadingMore, .hideLoadingMore, .insertRows(3..<6, [4, 5, 6])])
    list.list.loadNextPage()
    answer([7, 8, 9], offset: 6, savedAt: Self.earlier)
    view.recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore, .insertRows(6..<9, [7, 8, 9]),
      .showSavedAt(Self.earlier),
    ])
    #expect(list.list.savedAt == Self.earlier)
  }

  @Test func aRefreshTheServerAnswersRemovesTheNotice() {
    list.screen.attach(view)
    list.list.load()
    answer([1, 2, 3], offset: 0, savedAt: Self.noon)
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows([1, 2, 3]), .showSavedAt(Self.noon),
    ])
    list.list.refresh()
    answer([1, 2, 3], offset: 0, savedAt: nil)
    view.recorder.expectCalls([.endRefreshing, .showRows([1, 2, 3]), .showSavedAt(nil)])
    #expect(list.list.savedAt == nil)
  }

  @Test func aRefreshFromAnotherCopyShowsThatCopysDate() {
    list.screen.attach(view)
    list.list.load()
    answer([1, 2, 3], offset: 0, savedAt: Self.earlier)
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows([1, 2, 3]), .showSavedAt(Self.earlier),
    ])
    list.list.refresh()
    answer([1, 2, 3], offset: 0, savedAt: Self.noon)
    view.recorder.expectCalls([.endRefreshing, .showRows([1, 2, 3]), .showSavedAt(Self.noon)])
  }

  @Test func pagesFromTheServerNeverTellTheView() {
    list.screen.attach(view)
    list.list.load()
    answer([1, 2, 3], offset: 0, savedAt: nil)
    view.recorder.expectCalls([.showLoading, .hideLoading, .showRows([1, 2, 3])])
    #expect(list.list.savedAt == nil)
  }

  @Test func aViewAttachingLaterIsToldTheDate() {
    list.screen.attach(view)
    list.list.load()
    answer([1, 2, 3], offset: 0, savedAt: Self.noon)
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows([1, 2, 3]), .showSavedAt(Self.noon),
    ])
    list.screen.detach(view)
    let other = MockSampleListView()
    list.screen.attach(other)
    other.recorder.expectCalls([.hideLoading, .showRows([1, 2, 3]), .showSavedAt(Self.noon)])
  }

  @Test func aFilteredPageKeepsItsDate() {
    let page = Page(items: Row.rows([1, 2, 3]), offset: 0, total: 3, savedAt: Self.noon)
    #expect(page.filter { $0.id != 2 }.savedAt == Self.noon)
  }
}
