import MVPCore
import MVPTestSupport
import Testing
import UserFeature

@MainActor @Suite(.presenterTest) struct UserListDeleteTests {
  let list = UserListHarness()

  /// Waits for the deletion of `userID` to be handled, leaving other work pending.
  private func confirmDelete(of userID: Int, at index: Int = 0) async {
    list.service.deleteCalls.succeed(with: (), at: index)
    await list.presenter.tasks.waitUntilFinished(UserListKeys.delete(userID: userID))
  }

  @Test func aDeleteRemovesTheRowOnlyAfterTheServiceConfirms() async {
    await list.loadFirstPage(.users(1...3, total: 3))

    list.presenter.deleteUser(at: 1)
    await list.service.deleteCalls.waitForPendingRequests(1)
    #expect(list.service.deleteCalls.requests == [2])
    list.view.recorder.expectNoCalls()

    await confirmDelete(of: 2)

    list.view.recorder.expectCalls([.removeUser(1), .showMessage("Deleted First2 Last2.")])
  }

  @Test func aFailedDeleteKeepsTheListAndShowsAMessage() async {
    await list.loadFirstPage(.users(1...3, total: 3))

    list.presenter.deleteUser(at: 1)
    await list.service.deleteCalls.waitForPendingRequests(1)
    list.service.deleteCalls.fail(with: ServiceError.offline)
    await list.presenter.tasks.waitUntilIdle()

    list.view.recorder.expectCalls([
      .showMessage("Couldn't delete First2 Last2. \(ServiceError.offline.userMessage)")
    ])
    // The row is still there: selecting it still reaches user 2.
    list.presenter.selectUser(at: 1)
    list.router.recorder.expectCalls([.profile(userID: 2)])
  }

  @Test func aCancellationTheServiceReportsForADeleteIsShownAndTheDeleteCanBeRepeated() async {
    await list.loadFirstPage(.users(1...3, total: 3))

    list.presenter.deleteUser(at: 0)
    await list.service.deleteCalls.waitForPendingRequests(1)
    list.service.deleteCalls.fail(with: ServiceError.cancelled)
    await list.presenter.tasks.waitUntilIdle()
    list.view.recorder.expectCalls([
      .showMessage("Couldn't delete First1 Last1. \(ServiceError.cancelled.userMessage)")
    ])

    list.presenter.deleteUser(at: 0)
    await list.service.deleteCalls.waitForPendingRequests(1)
    await confirmDelete(of: 1)
    list.view.recorder.expectCalls([.removeUser(0), .showMessage("Deleted First1 Last1.")])
    #expect(list.service.deleteCalls.requests == [1, 1])
  }

  @Test func tappingDeleteTwiceSendsOneRequest() async {
    await list.loadFirstPage(.users(1...3, total: 3))

    list.presenter.deleteUser(at: 2)
    list.presenter.deleteUser(at: 2)
    await list.service.deleteCalls.waitForPendingRequests(1)
    await confirmDelete(of: 3)

    #expect(list.service.deleteCalls.requests == [3])
    list.view.recorder.expectCalls([.removeUser(2), .showMessage("Deleted First3 Last3.")])
  }

  @Test(arguments: [-1, 3, Int.max, Int.min])
  func anOutOfRangeDeleteDoesNothing(index: Int) async {
    list.presenter.deleteUser(at: 0)
    await list.loadFirstPage(.users(1...3, total: 3))

    list.presenter.deleteUser(at: index)

    #expect(list.presenter.tasks.isIdle)
    #expect(list.service.deleteCalls.requests.isEmpty)
  }

  @Test func aStaleIndexFromBeforeARemovalDoesNothing() async {
    await list.loadFirstPage(.users(1...3, total: 3))
    list.presenter.deleteUser(at: 2)
    await list.service.deleteCalls.waitForPendingRequests(1)
    await confirmDelete(of: 3)
    list.view.recorder.expectCalls([.removeUser(2), .showMessage("Deleted First3 Last3.")])

    // The view has not applied the removal yet and reports the old last row.
    list.presenter.deleteUser(at: 2)
    list.presenter.selectUser(at: 2)

    #expect(list.presenter.tasks.isIdle)
    #expect(list.service.deleteCalls.requests == [3])
    list.router.recorder.expectNoCalls()
  }

  @Test func deletingTheLastRowShowsTheEmptyState() async {
    await list.loadFirstPage(.users([1], total: 1))

    list.presenter.deleteUser(at: 0)
    await list.service.deleteCalls.waitForPendingRequests(1)
    await confirmDelete(of: 1)

    // The empty state replaces the list's content as a whole.
    list.view.recorder.expectCalls([
      .showEmpty("No users yet."), .showMessage("Deleted First1 Last1."),
    ])
  }

  @Test func deletesConfirmedOutOfOrderRemoveTheRightRows() async {
    await list.loadFirstPage(.users(1...4, total: 4))

    list.presenter.deleteUser(at: 1)  // user 2
    list.presenter.deleteUser(at: 3)  // user 4
    await list.service.deleteCalls.waitForPendingRequests(2)
    // The two requests run side by side and may reach the service in either order.
    #expect(Set(list.service.deleteCalls.requests) == [2, 4])

    await confirmDelete(of: 4, at: list.service.deleteCalls.pendingRequests.firstIndex(of: 4) ?? 0)
    list.view.recorder.expectCalls([.removeUser(3), .showMessage("Deleted First4 Last4.")])
    await confirmDelete(of: 2)
    list.view.recorder.expectCalls([.removeUser(1), .showMessage("Deleted First2 Last2.")])

    list.presenter.selectUser(at: 1)
    list.router.recorder.expectCalls([.profile(userID: 3)])
  }

  @Test func aRefreshAnswerThatMovedTheUserMakesTheDeleteRemoveItsNewRow() async {
    await list.loadFirstPage(.users(1...3, total: 3))
    list.presenter.deleteUser(at: 0)  // user 1
    await list.service.deleteCalls.waitForPendingRequests(1)

    list.presenter.refresh()
    await list.answerPage(with: .users([5, 6, 1, 2, 3], total: 5))
    list.view.recorder.expectCalls([.endRefreshing, .showUsers(userRows([5, 6, 1, 2, 3]))])

    await confirmDelete(of: 1)

    list.view.recorder.expectCalls([.removeUser(2), .showMessage("Deleted First1 Last1.")])
  }

  @Test func aRefreshAnswerWithoutTheUserMakesTheDeleteRemoveNoRow() async {
    await list.loadFirstPage(.users(1...3, total: 3))
    list.presenter.deleteUser(at: 1)  // user 2
    await list.service.deleteCalls.waitForPendingRequests(1)

    list.presenter.refresh()
    await list.answerPage(with: .users([1, 3], total: 2))
    list.view.recorder.expectCalls([.endRefreshing, .showUsers(userRows([1, 3]))])

    await confirmDelete(of: 2)

    // The delete is confirmed all the same.
    list.view.recorder.expectCalls([.showMessage("Deleted First2 Last2.")])
  }

  @Test func aRefreshAnswerArrivingAfterADeleteDoesNotBringTheUserBack() async {
    await list.loadFirstPage(.users(1...3, total: 3))
    list.presenter.deleteUser(at: 1)  // user 2
    await list.service.deleteCalls.waitForPendingRequests(1)
    list.presenter.refresh()
    await list.service.pageCalls.waitForPendingRequests(1)

    await confirmDelete(of: 2)
    list.view.recorder.expectCalls([.removeUser(1), .showMessage("Deleted First2 Last2.")])

    // The refresh was answered from a snapshot taken before the delete.
    await list.answerPage(with: .users(1...3, total: 3))

    list.view.recorder.expectCalls([.endRefreshing, .showUsers(userRows([1, 3]))])
  }

  @Test func aDeletedUserRepeatedByTheNextPageIsNotShownAgain() async {
    await list.loadFirstPage(.users([1], total: 2))
    list.presenter.deleteUser(at: 0)
    await list.service.deleteCalls.waitForPendingRequests(1)
    await confirmDelete(of: 1)

    // No row is left but the server has more: the list loads the next page by itself.
    list.view.recorder.expectCalls([
      .showUsers([]), .showLoading, .showMessage("Deleted First1 Last1."),
    ])
    // The server still lists user 1 (DummyJSON does not persist deletes).
    await list.answerPage(with: .users([1, 2], offset: 0, total: 2))

    #expect(list.service.pageCalls.requests.last == .init(offset: 0, limit: 30))
    list.view.recorder.expectCalls([.hideLoading, .showUsers(userRows([2]))])
  }
}
