import MVPCore
import MVPTestSupport
import Testing

/// An object that reports no pending work.
final class UnrelatedObject {}

@MainActor @Suite struct PendingWorkExpectationTests {
  let service = ItemsService()
  let view = MockItemsView()
  let dispatcher = ManualDispatcher()

  @Test func passesWhenNothingIsPending() {
    let presenter = service.makePresenter(view: view)
    expectNoPendingWork(presenter.tasks, presenter.screen.binding, dispatcher)
    expectNoPendingWork(presenter)
    expectNoPendingWork()
  }

  @Test func failsListingEveryPendingItem() async {
    let presenter = service.makePresenter(view: view)
    presenter.loadItems()
    await service.pages.waitForPendingRequests(1)
    presenter.detach(view)
    presenter.notify("toast")
    dispatcher.dispatch {}

    // The runtime spells existential type arguments differently across platforms.
    let bindingType = "\(type(of: presenter.screen.binding))"
    let failures = await TestFailure.collect {
      expectNoPendingWork(presenter.screen.binding, dispatcher, presenter)
    }
    #expect(
      failures.map(\.message) == [
        """
        Work is still pending:
        - \(bindingType): queued view update #1 waiting for a view
        - ManualDispatcher: dispatched work item #1 has not run
        - ItemsPresenter: queued view update #1 waiting for a view
        - ItemsPresenter: task #0 'items' (cancelled) still running
        """
      ])

    // Finish everything: the same check now passes.
    await presenter.tasks.waitUntilIdle()
    presenter.attach(view)
    dispatcher.runAll()
    expectNoPendingWork(presenter, dispatcher)
    view.recorder.expectCalls([.showLoading, .showLoading, .showMessage("toast")])
  }

  @Test func failsForEachSourceOnItsOwn() async {
    dispatcher.dispatch {}
    let failures = await TestFailure.collect {
      expectNoPendingWork(dispatcher)
    }
    #expect(
      failures.map(\.message) == [
        "Work is still pending:\n- ManualDispatcher: dispatched work item #1 has not run"
      ])
    dispatcher.runAll()
  }

  @Test func failsForAnObjectThatReportsNoPendingWork() async {
    let failures = await TestFailure.collect {
      expectNoPendingWork(UnrelatedObject())
    }
    #expect(
      failures.map(\.message) == [
        "Work is still pending:\n- UnrelatedObject reports no pending work: pass a ScreenPresenter, its "
          + "screen, a TaskScope, a ViewBinding or a ManualDispatcher"
      ])
  }
}
