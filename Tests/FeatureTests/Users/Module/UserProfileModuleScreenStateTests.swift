import MVPCore
import MVPTestSupport
import Testing
import UserFeature

/// The user profile module built with an observable screen state as its view.
@MainActor @Suite(.presenterTest) struct UserProfileModuleScreenStateTests {
  @Test func theStateLoadsTheProfileAndGoesBackThroughTheNavigator() async {
    let navigator = RecordingNavigator()
    let changes = UserChanges()
    let log = UserChangeLog()
    changes.add(log)
    let module = UserProfileModule.build(
      userID: 2, service: StubUserService(answeringFrom: User.samples(1...3)),
      navigator: navigator, changes: changes)
    #expect(module.view.presenter === module.presenter)

    module.view.appear()
    await module.presenter.tasks.waitUntilIdle()
    #expect(module.view.profile == UserProfileViewModel(user: .sample(2)))
    module.view.edit()
    module.view.email = "ada@example.com"
    module.view.save()
    await module.presenter.tasks.waitUntilIdle()
    log.recorder.expectCalls([2])
    #expect(module.view.profile?.email == "ada@example.com")

    module.view.back()
    navigator.recorder.expectCalls([.pop])
  }

  /// A leak test: it releases the module with a save in flight on purpose; the save still ends.
  @Test(.presenterTest)
  func everythingDeallocatesEvenWithASaveInFlight() async throws {
    let service = StubUserService()
    let leaks = LeakTracker()
    do {
      let navigator = RecordingNavigator()
      let module = UserProfileModule.build(userID: 7, service: service, navigator: navigator)
      module.view.appear()
      await service.userCalls.waitForPendingRequests(1)
      service.userCalls.succeed(with: .sample(7))
      await module.presenter.tasks.waitUntilIdle()
      module.view.edit()
      module.view.save()
      await service.updateCalls.waitForPendingRequests(1)
      leaks.track(module.view, as: "profile state")
      leaks.track(module.presenter, as: "profile presenter")
      leaks.track(navigator, as: "navigator")
    }
    leaks.expectAllDeallocated()
    // The save is a write: leaving the screen does not cancel it (issue 26). It runs to its end,
    // and its outcome reaches the test's `WriteOutcomes`.
    #expect(service.updateCalls.cancelledRequests.isEmpty)
    service.updateCalls.succeed(with: .sample(7))
    let outcomes = try #require(PresenterTest.current).writeOutcomes
    await outcomes.waitForOutcomes(1)
    #expect(
      outcomes.unhandled.map(\.description) == ["UserProfilePresenter 'profile.save' succeeded"])
  }
}
