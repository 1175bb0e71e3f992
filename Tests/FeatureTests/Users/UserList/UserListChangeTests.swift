import MVPCore
import MVPTestSupport
import Testing
import UserFeature

/// The list following users changed elsewhere (an edit saved on a profile), by identity.
@MainActor @Suite(.presenterTest) struct UserListChangeTests {
  let list = UserListHarness()

  func renamed(_ id: Int) -> User {
    var user = User.sample(id)
    user.displayName = "Renamed \(id)"
    return user
  }

  @Test func aChangedUserUpdatesItsRowFoundById() async {
    await list.loadFirstPage(.users([10, 20, 30], total: 3))

    list.presenter.userDidChange(renamed(20))
    list.view.recorder.expectCalls([.updateUser(1, UserRowViewModel(user: renamed(20)))])
  }

  @Test func aUserThatIsNotShownChangesNothing() async {
    list.presenter.userDidChange(renamed(10))
    await list.loadFirstPage(.users([10, 20], total: 2))

    list.presenter.userDidChange(renamed(99))
  }

  @Test func aDeletedUserStaysDeleted() async {
    await list.loadFirstPage(.users([10, 20], total: 2))
    list.presenter.deleteUser(at: 0)
    await list.service.deleteCalls.waitForPendingRequests(1)
    list.service.deleteCalls.succeed(with: ())
    await list.presenter.tasks.waitUntilIdle()
    list.view.recorder.expectCalls([.removeUser(0), .showMessage("Deleted First10 Last10.")])

    list.presenter.userDidChange(renamed(10))
  }

  @Test func aChangeWhileDetachedIsShownByTheNextViewFromTheKeptRows() async {
    await list.loadFirstPage(.users([10, 20], total: 2))
    list.presenter.detach(list.view)
    list.presenter.userDidChange(renamed(20))
    list.view.recorder.expectNoCalls()

    list.presenter.attach(list.view)
    list.view.recorder.expectCalls([
      .hideLoading,
      .showUsers([UserRowViewModel(user: .sample(10)), UserRowViewModel(user: renamed(20))]),
    ])
  }
}
