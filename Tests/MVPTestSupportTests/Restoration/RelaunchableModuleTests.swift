import MVPCore
import MVPTestSupport
import Testing

/// ``RelaunchableModule``: a kill saves every screen's state through JSON and releases the
/// module (its reads end, unreported; its writes report to `WriteOutcomes`), the relaunch builds
/// it again from that state, and a kill that leaves the module alive or a state that does not
/// come back fails the test.
@MainActor @Suite(.presenterTest) struct RelaunchableModuleTests {
  let service = ItemsService()

  /// The items module as an app builds it, on the test's service.
  func launch(
    before: @escaping @MainActor () -> Void = {}
  ) -> RelaunchableModule<MockItemsView, ItemsPresenter> {
    let service = self.service
    return RelaunchableModule {
      before()
      let view = MockItemsView()
      let presenter = service.makePresenter(view: view)
      view.presenter = presenter
      return Module(view: view, presenter: presenter)
    }
  }

  @Test func aRelaunchBuildsANewModuleFromTheStateTheKilledOneSaved() throws {
    let app = launch()
    app.module.presenter.selection = "b"
    weak let killed = app.module.presenter
    do {
      let relaunched = try app.killAndRelaunch()
      #expect(relaunched.presenter === app.module.presenter)
    }
    #expect(killed == nil)
    #expect(app.module.presenter.selection == "b")
    // Again: each relaunch restores what the module it kills saved.
    app.module.presenter.selection = "c"
    try app.killAndRelaunch()
    #expect(app.module.presenter.selection == "c")
  }

  @Test func theKilledModulesReadsEndWithItAndAreNotLeftOver() async throws {
    let app = launch()
    app.module.presenter.loadItems()
    await service.pages.waitForPendingRequests(1)
    app.module.view.recorder.expectCalls([.showLoading])
    try app.killAndRelaunch()
    // Nothing resumes it; the test's end finds the read cancelled, not left over.
    app.module.view.recorder.expectNoCalls()
    #expect(app.module.presenter.tasks.isIdle)
    #expect(service.pages.requests == [1])
  }

  @Test func aWriteRunningWhenTheAppIsKilledRunsOnAndReportsToWriteOutcomes() throws {
    let app = launch()
    app.module.presenter.saveItem("a")
    try app.killAndRelaunch()
    #expect(service.saves.pendingRequests == ["a"])
    service.saves.succeed(with: 1)
    let outcomes = try #require(PresenterTest.current).writeOutcomes
    #expect(
      outcomes.unhandled == [WriteOutcome(presenter: "ItemsPresenter", key: "save", failure: nil)])
    app.module.view.recorder.expectNoCalls()
  }

  @Test func aMessageQueuedForAHiddenViewDiesWithTheAppAndIsNotLeftOver() throws {
    let app = launch()
    app.module.presenter.screen.handle(.viewDidDisappear)
    app.module.presenter.notify("Saved")
    #expect(app.module.presenter.screen.binding.queuedUpdateCount == 1)
    try app.killAndRelaunch()
    app.module.view.recorder.expectNoCalls()
  }

  @Test func aVariableThatKeepsTheKilledViewFailsTheKillNamingTheScreen() async throws {
    let failures = try await TestFailure.collect {
      let app = launch()
      let view = app.module.view
      try app.killAndRelaunch()
      withExtendedLifetime(view) {}
    }
    #expect(
      failures.map(\.message) == [
        "killAndRelaunch(): the killed module did not go away:\n- the screen of a ItemsView is "
          + "still alive: a variable of the test holds its view or presenter (reach them through "
          + "`module` after each relaunch), or a retain cycle"
      ])
  }

  @Test func aStateThatDoesNotComeBackFailsTheRelaunchListingWhy() async throws {
    var relaunched = false
    let failures = try await TestFailure.collect {
      let app = launch {
        // The relaunched build makes another screen first: the states go to the wrong screens.
        if relaunched { _ = ScreenLifecycle<Int>(dispatcher: .immediate) }
      }
      app.module.presenter.selection = "b"
      relaunched = true
      try app.killAndRelaunch()
      #expect(app.module.presenter.selection == "")
    }
    #expect(
      failures.map(\.message) == [
        "killAndRelaunch(): the saved state did not all come back:\n- screen 0 is a Int, saved "
          + "as a ItemsView: not restored"
      ])
  }
}
