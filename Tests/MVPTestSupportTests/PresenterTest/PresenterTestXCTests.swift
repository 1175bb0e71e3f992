import MVPCore
import MVPTestSupport
import XCTest

/// A presenter test runs from `async` XCTest methods too, and reports through XCTest.
final class PresenterTestXCTests: XCTestCase {
  func testAnExhaustivePresenterTestPassesWhenEverythingWasChecked() async {
    await PresenterTest.run { _ in
      let service = ItemsService()
      let view = MockItemsView()
      let presenter = service.makePresenter(view: view)
      presenter.loadItems()
      await service.pages.waitForPendingRequests(1)
      service.pages.succeed(with: ["a"])
      await presenter.tasks.waitUntilIdle()
      view.recorder.expectCalls([.showLoading, .hideLoading, .showItems(["a"])])
    }
  }

  func testLeftoversAndStalledWaitsAreReported() async {
    let failures = await TestFailure.collect {
      await PresenterTest.run(checking: .viewCalls) { _ in
        let service = ItemsService()
        let view = MockItemsView()
        let presenter = service.makePresenter(view: view)
        presenter.loadItems()
        await presenter.tasks.waitUntilIdle()
      }
    }
    XCTAssertEqual(failures.count, 2)
    XCTAssertEqual(failures.first?.message.hasPrefix("waitUntilIdle() can never return."), true)
    XCTAssertEqual(
      failures.last?.message.hasSuffix("- MockItemsView.Call, 1 call:\n    showLoading"), true)
  }
}
