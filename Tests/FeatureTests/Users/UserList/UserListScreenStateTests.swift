import MVPCore
import MVPNetworking
import MVPTestSupport
import Observation
import Testing
import UserFeature

/// The user list's observable screen state, driven by the real presenter: its values, and which
/// of its properties notify observers, in which order.
@MainActor @Suite(.presenterTest) struct UserListScreenStateTests {
  let service = StubUserService()
  let router = RecordingRouter<UserListRoute>()
  let presenter: UserListPresenter
  let state: UserListScreenState
  let changes: ObservedChanges<UserListScreenState>

  init() {
    presenter = UserListPresenter(service: service, router: router, pageSize: 3)
    state = UserListScreenState(presenter: presenter)
    presenter.attach(state)
    changes = ObservedChanges(
      state,
      [
        "rows": \.rows, "isLoading": \.isLoading, "isLoadingMore": \.isLoadingMore,
        "isRefreshing": \.isRefreshing, "errorMessage": \.errorMessage, "canRetry": \.canRetry,
        "emptyMessage": \.emptyMessage, "messages": \.messages,
        "skippedNotice": \.skippedNotice,
      ])
  }

  /// Appears, answers the first page with `page` and consumes the changes.
  private func showFirstPage(_ page: Page<User>) async {
    state.appear()
    await answerPage(with: page)
    changes.expectChanges(["isLoading", "rows"])
  }

  private func answerPage(with page: Page<User>) async {
    await service.pageCalls.waitForPendingRequests(1)
    service.pageCalls.succeed(with: page)
    await presenter.tasks.waitUntilFinished(UserListKeys.pages)
  }

  @Test func theFirstPageReplacesTheLoadingIndicatorWithRows() async {
    state.appear()
    #expect(state.isLoading)
    changes.expectChanges(["isLoading"])

    await answerPage(with: .users(1...3, total: 3))

    changes.expectChanges(["isLoading", "rows"])
    #expect(!state.isLoading)
    #expect(state.rows == userRows(1...3))
    #expect(state.errorMessage == nil && state.emptyMessage == nil && !state.canRetry)
    // Appearing again does not load again.
    state.appear()
    #expect(service.pageCalls.requests.count == 1)
    changes.expectNoChanges()
  }

  @Test func aBodyReadingSeveralPropertiesIsInvalidatedOnceByTheFirstChange() async {
    await showFirstPage(.users(1...3, total: 6))
    let invalidations = CallRecorder<String>()
    withObservationTracking {
      _ = (state.rows, state.isLoadingMore, state.errorMessage)
    } onChange: {
      MainActor.assumeIsolated { invalidations.record("body") }
    }

    state.loadNextPage()
    invalidations.expectCalls(["body"])
    await answerPage(with: .users(4...6, offset: 3, total: 6))
    invalidations.expectNoCalls()
    #expect(state.rows == userRows(1...6))
  }

  @Test func anErrorReplacesTheRowsAndRetryLoadsThem() async {
    state.appear()
    await service.pageCalls.waitForPendingRequests(1)
    service.pageCalls.fail(with: ServiceError.offline)
    await presenter.tasks.waitUntilIdle()

    changes.expectChanges(["isLoading", "errorMessage", "canRetry"])
    #expect(state.errorMessage == ServiceError.offline.userMessage)
    #expect(state.canRetry)
    #expect(state.rows.isEmpty && !state.isLoading)

    state.retry()
    changes.expectChanges(["isLoading"])
    await answerPage(with: .users(1...2, total: 2))

    changes.expectChanges(["isLoading", "errorMessage", "canRetry", "rows"])
    #expect(state.errorMessage == nil && !state.canRetry)
    #expect(state.rows == userRows(1...2))
  }

  @Test func anEmptyListShowsItsMessageUntilRowsArrive() async {
    state.appear()
    await answerPage(with: .users([], total: 0))
    changes.expectChanges(["isLoading", "emptyMessage"])
    #expect(state.emptyMessage == UserListPresenter.emptyMessage)

    let refresh = Task { await state.refresh() }
    await yieldUntil { state.isRefreshing }
    await answerPage(with: .users(1...1, total: 1))
    await refresh.value

    changes.expectChanges(["isRefreshing", "emptyMessage", "rows"])
    #expect(state.emptyMessage == nil)
    #expect(state.rows == userRows(1...1))
  }

  @Test func theNextPageIsInsertedBelowWithItsOwnIndicatorAndNotice() async {
    await showFirstPage(.users(1...3, total: 6))

    state.loadNextPage()
    #expect(state.isLoadingMore && !state.isLoading)
    changes.expectChanges(["isLoadingMore"])
    let unreadable = ItemDecodingFailure(
      index: 2, id: "6", path: "users[2].email", reason: "not a string")
    await answerPage(
      with: Page(
        items: User.samples(4...5), offset: 3, total: 6, skippedItems: [unreadable]))

    changes.expectChanges(["isLoadingMore", "rows", "skippedNotice"])
    #expect(state.rows == userRows(1...5))
    #expect(!state.isLoadingMore)
    #expect(state.skippedNotice == "1 user could not be shown.")
  }

  @Test func aConfirmedDeleteRemovesTheRowAndAFailedOneQueuesAMessage() async {
    await showFirstPage(.users(1...3, total: 3))

    state.deleteUser(at: 1)
    await service.deleteCalls.waitForPendingRequests(1)
    changes.expectNoChanges()
    service.deleteCalls.succeed(with: ())
    await presenter.tasks.waitUntilIdle()
    changes.expectChanges(["rows", "messages"])
    #expect(state.rows == userRows([1, 3]))
    #expect(state.messages.map(\.text) == ["Deleted First2 Last2."])
    state.dismissMessage(state.messages[0])
    changes.expectChanges(["messages"])

    state.deleteUser(at: 0)
    await service.deleteCalls.waitForPendingRequests(1)
    service.deleteCalls.fail(with: ServiceError.offline)
    await presenter.tasks.waitUntilIdle()
    changes.expectChanges(["messages"])
    let expected = "Couldn't delete First1 Last1. \(ServiceError.offline.userMessage)"
    #expect(state.messages.map(\.text) == [expected])
    #expect(state.rows == userRows([1, 3]))
  }

  @Test func messagesStayQueuedUntilDismissedAndEqualTextsStayDistinct() {
    state.showMessage("Saved.")
    state.showMessage("Saved.")
    changes.expectChanges(["messages"])
    let first = state.messages[0]
    #expect(state.messages.map(\.text) == ["Saved.", "Saved."])
    #expect(first.id != state.messages[1].id)

    state.dismissMessage(first)
    changes.expectChanges(["messages"])
    #expect(state.messages.map(\.text) == ["Saved."])
    #expect(state.messages.first?.id != first.id)

    state.dismissMessage(first)
    changes.expectNoChanges()
  }

  @Test func aMessageSentWhileTheViewIsHiddenArrivesWhenItAppears() async {
    await showFirstPage(.users(1...3, total: 3))
    state.disappear()

    state.deleteUser(at: 0)
    await service.deleteCalls.waitForPendingRequests(1)
    service.deleteCalls.fail(with: ServiceError.timeout)
    await presenter.tasks.waitUntilIdle()
    changes.expectNoChanges()
    #expect(state.messages.isEmpty)

    state.appear()
    changes.expectChanges(["messages"])
    #expect(
      state.messages.map(\.text) == [
        "Couldn't delete First1 Last1. \(ServiceError.timeout.userMessage)"
      ])
    #expect(service.pageCalls.requests.count == 1)
  }

  @Test func anEditSavedElsewhereUpdatesItsRow() async {
    await showFirstPage(.users(1...3, total: 3))
    var edited = User.sample(2)
    edited.displayName = "Ada Lovelace"

    presenter.userDidChange(edited)

    changes.expectChanges(["rows"])
    #expect(state.rows == [userRows([1])[0], UserRowViewModel(user: edited), userRows([3])[0]])
  }

  @Test(arguments: [-1, 4, 99])
  func rowChangesOutOfRangeAreIgnored(index: Int) async {
    await showFirstPage(.users(1...3, total: 3))

    state.removeRow(at: index)
    state.updateRow(at: index, with: userRows([9])[0])
    state.insertRows(userRows([9]), at: index..<(index + 1))
    state.removeRow(at: 3)
    state.updateRow(at: 3, with: userRows([9])[0])

    changes.expectNoChanges()
    #expect(state.rows == userRows(1...3))
  }

  @Test func rowsAreInsertedRemovedAndUpdatedByIndex() async {
    await showFirstPage(.users(1...3, total: 3))

    state.insertRows(userRows([4]), at: 3..<4)
    state.removeRow(at: 0)
    state.updateRow(at: 2, with: userRows([9])[0])

    #expect(state.rows == userRows([2, 3, 9]))
    changes.expectChanges(["rows"])
  }

  @Test func aPullToRefreshReturnsWhenTheRefreshEnds() async {
    await showFirstPage(.users(1...3, total: 3))

    let refresh = Task { await state.refresh() }
    await yieldUntil { state.isRefreshing }
    await service.pageCalls.waitForPendingRequests(1)
    #expect(state.isRefreshing)
    changes.expectChanges(["isRefreshing"])
    service.pageCalls.succeed(with: .users(2...3, total: 2))
    await refresh.value

    changes.expectChanges(["isRefreshing", "rows"])
    #expect(!state.isRefreshing)
    #expect(state.rows == userRows(2...3))
  }

  @Test func aPullDuringTheFirstLoadEndsAtOnce() async {
    state.appear()
    await service.pageCalls.waitForPendingRequests(1)

    await state.refresh()

    #expect(!state.isRefreshing && state.isLoading)
    #expect(service.pageCalls.requests.count == 1)
    await answerPage(with: .users(1...3, total: 3))
    #expect(state.rows == userRows(1...3))
  }

  @Test func aCancelledPullReturnsWhileTheRefreshGoesOn() async {
    await showFirstPage(.users(1...3, total: 3))
    let refresh = Task { await state.refresh() }
    await yieldUntil { state.isRefreshing }
    await service.pageCalls.waitForPendingRequests(1)

    refresh.cancel()
    await refresh.value

    #expect(state.isRefreshing)
    service.pageCalls.succeed(with: .users(1...2, total: 2))
    await presenter.tasks.waitUntilIdle()
    #expect(!state.isRefreshing)
    #expect(state.rows == userRows(1...2))
  }

  @Test func selectingARowOpensThatUsersProfile() async {
    await showFirstPage(.users(1...3, total: 3))

    state.selectUser(at: 2)

    router.recorder.expectCalls([.profile(userID: 3)])
    changes.expectNoChanges()
  }
}
