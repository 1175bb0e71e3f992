import MVPCore
import MVPTestSupport
import XCTest

/// ``RelaunchableModule`` from an `async` XCTest method, inside a presenter test.
final class RelaunchableModuleXCTests: XCTestCase {
  func testAKilledModuleComesBackWithItsState() async throws {
    try await PresenterTest.run { _ in
      let service = ItemsService()
      let app = RelaunchableModule {
        let view = MockItemsView()
        let presenter = service.makePresenter(view: view)
        view.presenter = presenter
        return Module(view: view, presenter: presenter)
      }
      app.module.presenter.selection = "b"
      try app.killAndRelaunch()
      XCTAssertEqual(app.module.presenter.selection, "b")
    }
  }
}
