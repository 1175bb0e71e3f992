import Greeting
import MVPCore
import MVPTestSupport
import Testing

final class MockGreetingView: GreetingView {
  enum Call: Equatable {
    case showLoading
    case hideLoading
    case showGreeting(String)
    case showError(String, canRetry: Bool)
  }

  let recorder = CallRecorder<Call>()
  let presenter: GreetingPresenter  // view → presenter: strong

  init(presenter: GreetingPresenter) { self.presenter = presenter }

  func showLoading() { recorder.record(.showLoading) }
  func hideLoading() { recorder.record(.hideLoading) }
  func showGreeting(_ text: String) { recorder.record(.showGreeting(text)) }
  func showError(message: String, canRetry: Bool) {
    recorder.record(.showError(message, canRetry: canRetry))
  }
}

struct StubNameService: NameService {
  let name = AsyncStub<Void, String>()
  func currentName() async throws -> String { try await name.call(()) }
}

@MainActor
@Suite struct GreetingPresenterTests {
  let service = StubNameService()

  func makeModule() -> (MockGreetingView, GreetingPresenter) {
    let module = GreetingModule.build(service: service) { MockGreetingView(presenter: $0) }
    return (module.view as! MockGreetingView, module.presenter)
  }

  @Test func showsGreetingAfterLoading() async {
    let (view, presenter) = makeModule()
    presenter.viewDidLoad()
    await service.name.waitForPendingCalls(1)
    service.name.succeed(with: "Ada")
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([.showLoading, .hideLoading, .showGreeting("Hello, Ada!")])
    expectNoPendingWork(presenter.tasks)
  }

  @Test func offlineShowsCalmErrorWithRetry() async {
    let (view, presenter) = makeModule()
    presenter.viewDidLoad()
    await service.name.waitForPendingCalls(1)
    service.name.fail(with: ServiceError.offline)
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showError("You appear to be offline. Check your connection and try again.", canRetry: true),
    ])
  }

  @Test func everythingDeallocates() async {
    let leaks = LeakTracker()
    do {
      let (view, presenter) = makeModule()
      leaks.track(view, as: "view")
      leaks.track(presenter, as: "presenter")
      presenter.viewDidLoad()
      await service.name.waitForPendingCalls(1)
    }
    leaks.expectAllDeallocated()
  }
}
