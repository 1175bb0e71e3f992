import MVPCore
import MVPTestSupport
import Testing
import UserFeature

/// The user list module built with observable screen states as its views.
@MainActor @Suite(.presenterTest) struct UserListModuleScreenStateTests {
  @Test func theListStateOpensProfileStatesWhoseEditsUpdateItsRows() async throws {
    let navigator = RecordingNavigator()
    let module = UserListModule.build(
      service: StubUserService(answeringFrom: User.samples(1...3)), navigator: navigator)
    #expect(module.view.presenter === module.presenter)
    module.view.appear()
    await module.presenter.tasks.waitUntilIdle()
    #expect(module.view.rows == userRows(1...3))

    module.view.selectUser(at: 1)
    navigator.recorder.expectCalls([.push("UserProfileScreenState")])
    let profile = try #require(navigator.stack.last as? UserProfileScreenState)
    #expect(profile.presenter.userID == 2)
    profile.appear()
    await profile.presenter.tasks.waitUntilIdle()
    profile.edit()
    profile.name = "Ada Lovelace"
    profile.save()
    await profile.presenter.tasks.waitUntilIdle()

    var edited = User.sample(2)
    edited.displayName = "Ada Lovelace"
    #expect(
      module.view.rows == [userRows([1])[0], UserRowViewModel(user: edited), userRows([3])[0]])
    #expect(!profile.isEditing)
  }

  @Test func theScreenStateFactoriesCreateStatesAroundTheirPresenters() throws {
    let views = UserFeatureViews.screenStates
    let service = StubUserService()
    let list = UserListPresenter(service: service, router: RecordingRouter<UserListRoute>())
    let profile = UserProfilePresenter(
      userID: 4, service: service, router: RecordingRouter<UserProfileRoute>())

    let listState = try #require(views.makeList(list) as? UserListScreenState)
    let profileState = try #require(views.makeProfile(profile) as? UserProfileScreenState)

    #expect(listState.presenter === list)
    #expect(profileState.presenter === profile)
  }

  @Test func everythingDeallocatesWithTheNavigator() async throws {
    let leaks = LeakTracker()
    let service = StubUserService(answeringFrom: User.samples(1...40))
    do {
      let navigator = RecordingNavigator()
      let module = UserListModule.build(service: service, navigator: navigator)
      navigator.push(module.view, animated: false)
      module.view.appear()
      await module.presenter.tasks.waitUntilIdle()
      module.view.loadNextPage()
      module.view.deleteUser(at: 0)
      await module.presenter.tasks.waitUntilIdle()
      module.view.selectUser(at: 0)
      let profile = try #require(navigator.stack.last as? UserProfileScreenState)
      profile.appear()
      await profile.presenter.tasks.waitUntilIdle()
      profile.edit()

      leaks.track(module.view, as: "list state")
      leaks.track(module.presenter, as: "list presenter")
      leaks.track(navigator, as: "navigator")
      leaks.track(profile, as: "profile state")
      leaks.track(profile.presenter, as: "profile presenter")
      #expect(leaks.survivors.count == 5)
      navigator.recorder.expectCalls([
        .push("UserListScreenState"), .push("UserProfileScreenState"),
      ])
    }
    leaks.expectAllDeallocated()
  }

  /// A leak test: it releases the module with a request in flight on purpose.
  @Test(.presenterTest(skipping: .runningWork))
  func aModuleReleasedMidRequestDeallocatesAndCancelsTheRequest() async {
    let service = StubUserService()
    let leaks = LeakTracker()
    do {
      let module = UserListModule.build(service: service, navigator: nil)
      module.view.appear()
      await service.pageCalls.waitForPendingRequests(1)
      leaks.track(module.view, as: "list state")
      leaks.track(module.presenter, as: "list presenter")
    }
    leaks.expectAllDeallocated()
    #expect(service.pageCalls.pendingRequests.isEmpty)
    #expect(service.pageCalls.requests.count == 1)
  }
}
