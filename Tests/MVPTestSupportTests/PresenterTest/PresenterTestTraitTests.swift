import MVPCore
import MVPTestSupport
import Testing

/// The `.presenterTest` trait runs each test of a suite as a presenter test, the suite's stored
/// properties included.
@MainActor @Suite(.presenterTest) struct PresenterTestTraitTests {
  let service = ItemsService()
  let view = MockItemsView()

  @Test func eachTestRunsInAPresenterTestWithEveryCheck() {
    #expect(PresenterTest.current?.exhaustivity == .all)
  }

  @Test func objectsCreatedByTheSuiteBelongToTheTest() async {
    // The stub was created by the suite's initialiser: its wait knows that nothing runs.
    let failures = await TestFailure.collect {
      await service.pages.waitForPendingRequests(1)
    }
    #expect(failures.map(\.message).first?.hasPrefix("waitForPendingRequests(1) of") == true)
  }

  @Test func aTestThatChecksEverythingNeedsNoEnding() async {
    let presenter = service.makePresenter(view: view)
    presenter.loadItems()
    await service.pages.waitForPendingRequests(1)
    service.pages.succeed(with: ["a", "b"])
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([.showLoading, .hideLoading, .showItems(["a", "b"])])
  }

  @Test(.presenterTest(skipping: [.viewCalls, .runningWork, .stubCalls]))
  func aTestCanSkipChecks() async {
    #expect(PresenterTest.current?.exhaustivity == [.queuedUpdates, .leaks])
    let presenter = service.makePresenter(view: view)
    presenter.loadItems()
    await service.pages.waitForPendingRequests(1)
  }
}
