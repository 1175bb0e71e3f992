import MVPCore
import MVPTestSupport
import Testing

@MainActor @Suite(.presenterTest) struct ModuleTests {
  let navigator = RecordingNavigator()

  /// A presenter that breaks the rules by holding its view strongly.
  private final class LeakyPresenter: PresenterInterface {
    typealias View = any SampleView
    var view: (any SampleView)?

    func attach(_ view: any SampleView) { self.view = view }
    func detach(_ view: any SampleView) { self.view = nil }
  }

  @Test func assembleAttachesTheViewItBuiltAroundThePresenter() throws {
    let module = SampleModule.build(navigator: navigator, loadContent: { "content" })
    let screen = try module.view(as: SampleScreen.self)
    #expect(screen.presenter === module.presenter)
    #expect(module.presenter.binding.view === module.view)
    // Assembly sends no lifecycle events: nothing is shown until the view loads.
    screen.mock.recorder.expectNoCalls()
  }

  @Test func theViewOwnsThePresenter() {
    weak var weakPresenter: SamplePresenter?
    let view: any SampleView
    do {
      let module = SampleModule.build(navigator: navigator, loadContent: { "content" })
      weakPresenter = module.presenter
      view = module.view
    }
    #expect(weakPresenter != nil)
    #expect(weakPresenter?.binding.view === view)
  }

  @Test func thePresenterDoesNotOwnTheView() {
    weak var weakView: (any SampleView)?
    let presenter: SamplePresenter
    do {
      let module = SampleModule.build(navigator: navigator, loadContent: { "content" })
      weakView = module.view
      presenter = module.presenter
    }
    #expect(weakView == nil)
    #expect(!presenter.binding.isAttached)
  }

  @Test func theAssembledModuleWorksEndToEnd() async throws {
    let content = AsyncStub<Int, String>()
    let module = SampleModule.build(
      navigator: navigator, loadContent: { try await content.call(1) })
    let screen = try module.view(as: SampleScreen.self)
    screen.loaded()
    await content.waitForPendingRequests(1)
    content.succeed(with: "hello")
    await module.presenter.tasks.waitUntilIdle()
    screen.mock.recorder.expectCalls([.showLoading, .hideLoading, .showContent("hello")])
    module.presenter.didSelect(id: 2)
    navigator.recorder.expectCalls([.push("MockSampleView")])
  }

  @Test(.presenterTest(skipping: .runningWork))
  func everythingDeallocatesEvenWithWorkInFlight() async throws {
    let content = AsyncStub<Int, String>()
    let leaks = LeakTracker()
    do {
      let module = SampleModule.build(
        navigator: navigator, loadContent: { try await content.call(1) })
      leaks.track(module.view, as: "view")
      leaks.track(module.presenter, as: "presenter")
      leaks.track(module.presenter.router, as: "router")
      leaks.track(module.presenter.tasks, as: "tasks")
      leaks.track(module.presenter.binding, as: "binding")
      let screen = try module.view(as: SampleScreen.self)
      screen.loaded()
      await content.waitForPendingRequests(1)
      screen.mock.recorder.expectCalls([.showLoading])
      module.presenter.didSelect(id: 1)
      #expect(leaks.survivors == ["view", "presenter", "router", "tasks", "binding"])
    }
    leaks.expectAllDeallocated()
    #expect(leaks.survivors == [])
    // The presenter's deinit cancelled its load.
    #expect(content.pendingRequests == [])
    // The navigator outlives the module and keeps only what was pushed on it.
    navigator.recorder.expectCalls([.push("MockSampleView")])
  }

  @Test func leakTrackerDetectsADeliberateRetainCycle() async {
    let leaks = LeakTracker()
    weak var weakPresenter: LeakyPresenter?
    do {
      let module = Module<any SampleView, LeakyPresenter>.assemble(presenter: LeakyPresenter()) {
        SampleScreen(presenter: $0)
      }
      weakPresenter = module.presenter
      leaks.track(module.view, as: "view")
      leaks.track(module.presenter, as: "presenter")
    }
    #expect(leaks.survivors == ["view", "presenter"])
    #expect(
      await leaks.reportedFailures() == [
        "view (SampleScreen) outlived the module: a retain cycle or a strong reference that "
          + "should be weak",
        "presenter (LeakyPresenter) outlived the module: a retain cycle or a strong reference "
          + "that should be weak",
      ])
    // Break the cycle so the test itself does not leak.
    weakPresenter?.view = nil
    #expect(leaks.survivors == [])
  }

  @Test func moduleInitKeepsWhatItIsGiven() {
    let view = MockSampleView()
    let presenter = SamplePresenter(router: RecordingRouter<SampleRoute>(), loadContent: { "" })
    let module = Module<any SampleView, SamplePresenter>(view: view, presenter: presenter)
    #expect(module.view === view)
    #expect(module.presenter === presenter)
    #expect(!presenter.binding.isAttached)
  }
}
