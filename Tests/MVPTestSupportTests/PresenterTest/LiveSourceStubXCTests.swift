import MVPCore
import MVPTestSupport
import XCTest

/// ``LiveSourceStub`` from an `async` XCTest method, inside a presenter test.
final class LiveSourceStubXCTests: XCTestCase {
  func testALoaderFedByTheStubShowsEachValueAndTheError() async {
    await PresenterTest.run { _ in
      let source = LiveSourceStub<[String]>()
      let view = MockTodoView()
      let screen = ScreenLifecycle<any TodoView>()
      let loader = ResourceLoader(
        screen: screen, observe: source.observe, view: { $0 },
        showValue: { view, todos in view.showTodos(todos) })
      screen.attach(view)
      loader.load()
      await source.send(["milk"])
      await source.send(["milk", "eggs"])
      await source.fail(with: ServiceError.offline)
      view.recorder.expectCalls([
        .showLoading, .hideLoading, .showTodos(["milk"]), .showTodos(["milk", "eggs"]),
        .showError(ServiceError.offline.userMessage),
      ])
      XCTAssertEqual(source.subscriptionCount, 1)
      XCTAssertFalse(source.isSubscribed)
    }
  }

  func testASubscriptionLeftOpenIsReported() async {
    let failures = await TestFailure.collect {
      await PresenterTest.run { _ in
        let source = LiveSourceStub<Int>()
        _ = source.observe({ _ in }, { _ in })
      }
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertEqual(
      failures.first?.message.hasSuffix(
        "- LiveSourceStub<Int> subscription #1 (observe(_:_:)) was left open"), true)
  }
}
