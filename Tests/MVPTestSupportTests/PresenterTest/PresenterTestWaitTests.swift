import Dispatch
import MVPCore
import MVPTestSupport
import Testing

/// Inside a presenter test a wait that can never end fails at once, naming what the work waits
/// for. Each failing case here would hang forever outside a presenter test.
@MainActor @Suite struct PresenterTestWaitTests {
  let stalled =
    "Every piece of work left waits for the test (a stub call it has not answered, a ManualClock "
    + "it has not moved), and the test is waiting here:"
  let nothingRuns =
    "No work is running that could change that (was it started, for example by viewDidLoad()?)."

  /// Runs `body` in a presenter test without end-of-test checks and returns its failures.
  private func failures(
    of body: @MainActor (ItemsService, MockItemsView, ItemsPresenter) async -> Void
  ) async -> [String] {
    await TestFailure.collect {
      await PresenterTest.run(checking: []) { _ in
        let service = ItemsService()
        let view = MockItemsView()
        await body(service, view, service.makePresenter(view: view))
      }
    }.map(\.message)
  }

  @Test func waitUntilIdleFailsWhenTheTaskWaitsForACallNobodyAnswers() async {
    let messages = await failures { _, _, presenter in
      presenter.loadItems()
      await presenter.tasks.waitUntilIdle()
    }
    #expect(
      messages == [
        "waitUntilIdle() can never return.\n\(stalled)\n"
          + "- task #0 'items' waits for AsyncStub<Int, Array<String>> call #1: 1"
      ])
  }

  @Test func waitUntilFinishedFailsTheSameWay() async {
    let messages = await failures { _, _, presenter in
      presenter.loadItems(page: 4)
      await presenter.tasks.waitUntilFinished("items")
    }
    #expect(
      messages == [
        "waitUntilFinished('items') can never return.\n\(stalled)\n"
          + "- task #0 'items' waits for AsyncStub<Int, Array<String>> call #1: 4"
      ])
  }

  @Test func waitingForACallThatThePresenterCancelledFails() async {
    let messages = await failures { service, _, presenter in
      presenter.loadItems(page: 1)
      await service.pages.waitForPendingRequests(1)
      presenter.loadItems(page: 2)  // supersedes, and so cancels, the first call
      await service.pages.waitForRequests(2)  // received calls count cancelled ones
      await service.pages.waitForPendingRequests(2)
    }
    #expect(
      messages == [
        "waitForPendingRequests(2) of AsyncStub<Int, Array<String>> can never return. It received 2 "
          + "calls: 1 pending, 1 cancelled.\n\(stalled)\n"
          + "- task #1 'items' waits for AsyncStub<Int, Array<String>> call #2: 2"
      ])
  }

  @Test func aTestThatNeverStartedTheWorkFailsAtItsFirstWait() async {
    let messages = await failures { service, _, _ in
      await service.pages.waitForPendingRequests(1)  // viewDidLoad() forgotten
    }
    #expect(
      messages == [
        "waitForPendingRequests(1) of AsyncStub<Int, Array<String>> can never return. It received 0 "
          + "calls: 0 pending, 0 cancelled.\n\(nothingRuns)"
      ])
  }

  @Test func callbackStubWaitsFailWhenNoWorkCanMakeTheCall() async {
    let messages = await failures { service, _, presenter in
      presenter.saveItem("a")
      await service.saves.waitForPendingRequests(1)
      await service.saves.waitForRequests(2)
    }
    #expect(
      messages == [
        "waitForRequests(2) of CallbackStub<String, Int> can never return. It received 1 calls: 1 "
          + "pending, 0 cancelled.\n\(stalled)\n"
          + "- operation #0 'save' waits for CallbackStub<String, Int> call #1: a"
      ])
  }

  @Test func aViewWaitFailsWhenNoWorkCanMakeTheCalls() async {
    let messages = await failures { service, view, presenter in
      presenter.loadItems()
      await service.pages.waitForPendingRequests(1)
      await view.recorder.waitForCalls(count: 2)
    }
    #expect(
      messages == [
        "waitForCalls(count: 2) of MockItemsView.Call can never return. 1 calls were recorded.\n"
          + "\(stalled)\n- task #0 'items' waits for AsyncStub<Int, Array<String>> call #1: 1"
      ])
  }

  @Test func waitsForWorkThatDoesArriveNeverFail() async {
    let messages = await failures { service, view, presenter in
      for page in 1...200 {
        presenter.loadItems(page: page)
        await service.pages.waitForPendingRequests(1)
        service.pages.succeed(with: ["\(page)"])
        await presenter.tasks.waitUntilIdle()
        view.recorder.expectCalls([.showLoading, .hideLoading, .showItems(["\(page)"])])
      }
    }
    #expect(messages == [])
  }

  @Test func anAnswerOnItsWayThroughTheMainQueueIsWaitedFor() async {
    let messages = await failures { service, view, _ in
      let presenter = service.makePresenter(view: view, dispatcher: .main)
      for number in 1...50 {
        presenter.saveItem("\(number)")
        service.saves.succeed(with: number, on: .global())
        await view.recorder.waitForCalls(count: number)
      }
      view.recorder.expectCalls((1...50).map { .showMessage("Saved \($0)") })
    }
    #expect(messages == [])
  }
}
