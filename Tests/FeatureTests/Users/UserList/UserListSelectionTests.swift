import MVPCore
import MVPTestSupport
import Testing
import UserFeature

@MainActor @Suite(.presenterTest) struct UserListSelectionTests {
  let list = UserListHarness()

  @Test func selectingARowShowsThatUsersProfile() async {
    await list.loadFirstPage(.users([10, 20, 30], total: 3))

    list.presenter.selectUser(at: 1)

    list.router.recorder.expectCalls([.profile(userID: 20)])
  }

  @Test(arguments: [-1, 3, Int.max, Int.min])
  func anOutOfRangeSelectionDoesNothing(index: Int) async {
    list.presenter.selectUser(at: 0)
    await list.loadFirstPage(.users(1...3, total: 3))

    list.presenter.selectUser(at: index)

    list.router.recorder.expectNoCalls()
  }
}
