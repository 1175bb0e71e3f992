import MVPCore
import MVPNetworking
import MVPTestSupport
import Testing
import UserFeature

/// Users the server sent in a form the app cannot read (issue 9, part 1): the good ones show, a
/// notice says how many could not be shown, and the reasons are kept for logs.
@MainActor @Suite(.presenterTest) struct UserListSkippedUsersTests {
  let list = UserListHarness(pageSize: 3)

  static func skipped(_ ids: [Int]) -> [ItemDecodingFailure] {
    ids.enumerated().map { index, id in
      ItemDecodingFailure(
        index: index, id: String(id), path: "users[\(index)].email", reason: "not a string")
    }
  }

  @Test func theNoticeFollowsTheRowsAndARefreshStartsAfresh() async {
    list.presenter.viewDidLoad()
    await list.answerPage(
      with: Page(items: User.samples([1, 2]), offset: 0, total: 6, skippedItems: Self.skipped([3])))
    list.view.recorder.expectCalls([
      .showLoading, .hideLoading, .showUsers(userRows([1, 2])),
      .showSkippedNotice("1 user could not be shown."),
    ])
    list.presenter.loadNextPage()
    await list.answerPage(
      with: Page(
        items: User.samples([4]), offset: 3, total: 6, skippedItems: Self.skipped([5, 6])))
    #expect(list.service.pageCalls.requests.map(\.offset) == [0, 3])
    list.view.recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore, .insertUsers(2..<3, userRows([4])),
      .showSkippedNotice("3 users could not be shown."),
    ])
    #expect(list.presenter.skippedUsers.map(\.id) == ["3", "5", "6"])
    list.presenter.refresh()
    await list.answerPage(with: .users(1...3, total: 3))
    list.view.recorder.expectCalls([
      .endRefreshing, .showUsers(userRows(1...3)), .showSkippedNotice(nil),
    ])
  }

  @Test func theNoticeTextInEachLanguage() {
    #expect(UserTexts.english.skippedUsers(1) == "1 user could not be shown.")
    #expect(UserTexts.english.skippedUsers(7) == "7 users could not be shown.")
    #expect(UserTexts.simplifiedChinese.skippedUsers(1) == "有 1 位用户无法显示。")
  }
}
