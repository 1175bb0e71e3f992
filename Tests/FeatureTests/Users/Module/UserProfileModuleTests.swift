import MVPCore
import MVPTestSupport
import Testing
import UserFeature

@MainActor @Suite(.presenterTest) struct UserProfileModuleTests {
  @Test func buildWiresTheViewThePresenterAndNavigation() async throws {
    let navigator = RecordingNavigator(root: MockUserListView())
    let module = UserProfileModule.build(
      userID: 2, service: StubUserService(answeringFrom: User.samples(1...3)),
      navigator: navigator, makeView: { MockUserProfileView(presenter: $0) })
    navigator.push(module.view, animated: false)
    let view = try module.view(as: MockUserProfileView.self)
    #expect(view.presenter === module.presenter)
    #expect(module.presenter.userID == 2)

    module.presenter.viewDidLoad()
    await module.presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showProfile(UserProfileViewModel(user: .sample(2))),
    ])

    module.presenter.close()
    module.presenter.back()
    navigator.recorder.expectCalls([.push("MockUserProfileView"), .dismiss, .pop])
  }

  /// A leak test: it checks what outlives the module, not what the views show.
  @Test(.presenterTest(skipping: [.viewCalls, .runningWork]))
  func everythingDeallocatesWithTheNavigatorWhileShown() async throws {
    let leaks = LeakTracker()
    do {
      let navigator = RecordingNavigator(root: MockUserListView())
      let router = UserProfileRouter(navigator: navigator)
      let module = UserProfileModule.build(
        userID: 1, service: StubUserService(answeringFrom: User.samples(1...3)), router: router,
        makeView: { MockUserProfileView(presenter: $0) })
      navigator.push(module.view, animated: false)
      module.presenter.viewDidLoad()
      await module.presenter.tasks.waitUntilIdle()
      module.presenter.edit()
      module.presenter.save(name: "Ada Lovelace", email: "ada@example.org")
      await module.presenter.tasks.waitUntilIdle()
      leaks.track(module.view, as: "profile view")
      leaks.track(module.presenter, as: "profile presenter")
      leaks.track(router, as: "profile router")
      leaks.track(navigator, as: "navigator")
      #expect(navigator.stack.count == 2)
    }
    leaks.expectAllDeallocated()
  }

  /// A leak test: it checks what outlives the module, not what the views show.
  @Test(.presenterTest(skipping: [.viewCalls, .runningWork]))
  func aPoppedProfileDeallocatesWhileTheNavigatorLives() async {
    let navigator = RecordingNavigator(root: MockUserListView())
    let leaks = LeakTracker()
    do {
      let module = UserProfileModule.build(
        userID: 1, service: StubUserService(answeringFrom: User.samples(1...3)),
        navigator: navigator, makeView: { MockUserProfileView(presenter: $0) })
      navigator.push(module.view, animated: false)
      module.presenter.viewDidLoad()
      await module.presenter.tasks.waitUntilIdle()
      leaks.track(module.view, as: "profile view")
      leaks.track(module.presenter, as: "profile presenter")
      module.presenter.back()
    }
    leaks.expectAllDeallocated()
    navigator.recorder.expectCalls([.push("MockUserProfileView"), .pop])
  }

  /// A leak test: it checks what outlives the module, not what the views show.
  @Test(.presenterTest(skipping: [.viewCalls]))
  func aModuleReleasedMidSaveDeallocatesAndTheSaveRunsToItsEnd() async throws {
    let service = StubUserService()
    let leaks = LeakTracker()
    do {
      let module = UserProfileModule.build(
        userID: 1, service: service, navigator: nil,
        makeView: { MockUserProfileView(presenter: $0) })
      module.presenter.viewDidLoad()
      await service.userCalls.waitForPendingRequests(1)
      service.userCalls.succeed(with: .sample(1))
      await module.presenter.tasks.waitUntilIdle()
      module.presenter.edit()
      module.presenter.save(name: "Ada Lovelace", email: "ada@example.org")
      await service.updateCalls.waitForPendingRequests(1)
      leaks.track(module.view, as: "profile view")
      leaks.track(module.presenter, as: "profile presenter")
    }
    leaks.expectAllDeallocated()
    // The save is a write: leaving the screen does not cancel it (issue 26). It runs to its end,
    // and its outcome reaches the test's `WriteOutcomes`.
    #expect(service.updateCalls.cancelledRequests.isEmpty)
    service.updateCalls.succeed(with: .sample(1))
    let outcomes = try #require(PresenterTest.current).writeOutcomes
    await outcomes.waitForOutcomes(1)
    #expect(
      outcomes.unhandled.map(\.description) == ["UserProfilePresenter 'profile.save' succeeded"])
  }
}
