import Greeting
import MVPCore
import MVPTestSupport
import XCTest

/// The same kind of test from XCTest: `PresenterTest.run` makes an `async` test method exhaustive.
final class GreetingPresenterXCTests: XCTestCase {
  func testShowsGreetingAfterLoading() async throws {
    try await PresenterTest.run { _ in
      let service = StubNameService()  // created inside: objects kept by the test case leak
      let module = GreetingModule.build(service: service) { MockGreetingView(presenter: $0) }
      let view = try module.view(as: MockGreetingView.self)
      module.presenter.viewDidLoad()
      await service.name.waitForPendingRequests(1)
      service.name.succeed(with: "Ada")
      await module.presenter.tasks.waitUntilIdle()
      view.recorder.expectCalls([.showLoading, .hideLoading, .showGreeting("Hello, Ada!")])
    }
  }
}
