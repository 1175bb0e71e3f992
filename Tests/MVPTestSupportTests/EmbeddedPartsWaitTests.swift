import MVPCore
import MVPTestSupport
import Testing

/// The kit's waits on a page made of parts (`ScreenLifecycle.embed(_:view:)`) await the parts'
/// work too, parts of parts included, until every part is idle at the same time. They covered
/// the page's own `TaskScope` only, so a test awaited each part by hand.
@MainActor @Suite struct EmbeddedPartsWaitTests {
  let firstPages = AsyncStub<Int, [String]>()
  let secondPages = AsyncStub<Int, [String]>()

  /// A page with a first part loading through `firstPages` and a second one through
  /// `secondPages` (or `second`, when given), attached to `view`.
  /// A page whose first part loads only when the second one has shown its items (its service
  /// answers at once, so nothing is left for the test to answer): one wait on the page returns
  /// when both showed them.
  @discardableResult
  private func waitForChainedParts() async -> PagePresenter {
    let view = PageView()
    let first = PartPresenter(loadsOnViewDidLoad: false, load: { ["a\($0)"] })
    let second = PartPresenter(load: { [secondPages] in try await secondPages.call($0) })
    second.onShown = { [first] in first.loadItems(page: 2) }
    let page = makePage(view: view, first: first, second: second)
    page.viewDidLoad()
    await secondPages.waitForPendingRequests(1)
    secondPages.succeed(with: ["b1"])

    await page.tasks.waitUntilIdle()

    view.second.recorder.expectCalls([.showLoading, .hideLoading, .showItems(["b1"])])
    view.first.recorder.expectCalls([.showLoading, .hideLoading, .showItems(["a2"])])
    return page
  }

  private func makePage(
    view: PageView, first: PartPresenter? = nil, second: PartPresenter? = nil
  ) -> PagePresenter {
    let page = PagePresenter()
    page.screen.embed(
      first ?? PartPresenter(load: { [firstPages] in try await firstPages.call($0) }),
      view: { $0.first })
    page.screen.embed(
      second ?? PartPresenter(load: { [secondPages] in try await secondPages.call($0) }),
      view: { $0.second })
    page.attach(view)
    return page
  }

  @Test(.presenterTest) func oneWaitOnThePageAwaitsTheWorkOfBothParts() async {
    let view = PageView()
    let page = makePage(view: view)
    page.viewDidLoad()
    await firstPages.waitForPendingRequests(1)
    await secondPages.waitForPendingRequests(1)
    secondPages.succeed(with: ["b1"])
    firstPages.succeed(with: ["a1", "a2"])

    await page.tasks.waitUntilIdle()

    view.first.recorder.expectCalls([.showLoading, .hideLoading, .showItems(["a1", "a2"])])
    view.second.recorder.expectCalls([.showLoading, .hideLoading, .showItems(["b1"])])
    expectNoPendingWork(page.tasks)
  }

  @Test(.presenterTest) func oneWaitOnThePageAwaitsAPartOfAPart() async {
    let view = PageView()
    let page = PagePresenter()
    let section = PagePresenter()
    page.screen.embed(section, view: { $0.section })
    // Embedded in the section after the section was embedded in the page.
    section.screen.embed(
      PartPresenter(load: { [firstPages] in try await firstPages.call($0) }), view: { $0.first })
    page.attach(view)
    page.viewDidLoad()
    await firstPages.waitForPendingRequests(1)
    firstPages.succeed(with: ["inner"])

    await page.tasks.waitUntilIdle()

    view.section.first.recorder.expectCalls([.showLoading, .hideLoading, .showItems(["inner"])])
  }

  @Test(.presenterTest) func workThatAPartsResultStartsInAnotherPartIsAwaited() async {
    await waitForChainedParts()
  }

  @Test func outsideAPresenterTestTooTheWaitLoopsUntilEveryPartIsIdle() async {
    let page = await waitForChainedParts()
    expectNoPendingWork(page)
  }

  @Test(.presenterTest) func waitUntilFinishedOnThePageAwaitsThePartsTasksUnderTheKey() async {
    let view = PageView()
    let page = makePage(view: view)
    page.viewDidLoad()
    await firstPages.waitForPendingRequests(1)
    await secondPages.waitForPendingRequests(1)
    firstPages.succeed(with: ["a1"])
    secondPages.succeed(with: ["b1"])

    await page.tasks.waitUntilFinished("items")

    view.first.recorder.expectCalls([.showLoading, .hideLoading, .showItems(["a1"])])
    view.second.recorder.expectCalls([.showLoading, .hideLoading, .showItems(["b1"])])
  }

  @Test func expectNoPendingWorkOnThePagesTaskScopeReportsThePartsWork() async {
    let messages = await TestFailure.collect {
      await PresenterTest.run(checking: []) { _ in
        let view = PageView()
        let page = makePage(view: view)
        page.viewDidLoad()
        await firstPages.waitForPendingRequests(1)
        await secondPages.waitForPendingRequests(1)
        expectNoPendingWork(page.tasks)
        firstPages.succeed(with: ["a1"])
        secondPages.succeed(with: ["b1"])
        await page.tasks.waitUntilIdle()
      }
    }.map(\.message)
    // One line per part: each part's scope numbers its own tasks.
    #expect(
      messages == [
        "Work is still pending:\n- TaskScope: task #0 'items' still running\n"
          + "- TaskScope: task #0 'items' still running"
      ])
  }
}
