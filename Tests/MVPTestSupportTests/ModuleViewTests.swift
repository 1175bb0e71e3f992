import MVPCore
import MVPTestSupport
import Testing

@MainActor @Suite(.presenterTest) struct ModuleViewTests {
  private func makeModule() -> Module<any ItemsView, ItemsPresenter> {
    Module.assemble(presenter: ItemsPresenter(load: { _ in [] })) { presenter in
      let view = MockItemsView()
      view.presenter = presenter
      return view
    }
  }

  @Test func aTestGetsItsMockBackTyped() throws {
    let module = makeModule()
    let view = try module.view(as: MockItemsView.self)
    #expect(view === module.view)
    #expect(view.presenter === module.presenter)
  }

  @Test func anotherTypeIsAnErrorNamingBothTypes() {
    let module = makeModule()
    let error = #expect(throws: MockViewMismatch.self) {
      try module.view(as: RecordingNavigator.self)
    }
    #expect(error?.expected == "RecordingNavigator")
    #expect(error?.actual == "MockItemsView")
    #expect(
      error?.description
        == "The module's view is a MockItemsView, not a RecordingNavigator: build the module "
        + "with a factory that creates RecordingNavigator")
  }
}
