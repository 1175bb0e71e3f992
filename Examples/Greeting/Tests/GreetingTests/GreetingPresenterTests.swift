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
    await service.name.waitForPendingCalls(1)  // the request has arrived
    service.name.succeed(with: "Ada")  // answer it, when the test says
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([.showLoading, .hideLoading, .showGreeting("Hello, Ada!")])
    expectNoPendingWork(presenter)
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
    presenter.retry()
    await service.name.waitForPendingCalls(1)
    service.name.succeed(with: "Ada")
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([.showLoading, .hideLoading, .showGreeting("Hello, Ada!")])
    expectNoPendingWork(presenter)
  }

  @Test func aViewReattachedDuringTheLoadGetsHideLoading() async {
    let (view, presenter) = makeModule()
    presenter.viewDidLoad()
    await service.name.waitForPendingCalls(1)
    presenter.detach(view)  // rotation: the load is cancelled, silently
    await presenter.tasks.waitUntilIdle()
    presenter.attach(view)  // the progress is replayed and the load resumes
    await service.name.waitForPendingCalls(1)
    service.name.succeed(with: "Ada")
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([
      .showLoading, .showLoading, .hideLoading, .showGreeting("Hello, Ada!"),
    ])
    #expect(service.name.requests.count == 2)
    expectNoPendingWork(presenter)
  }

  @Test func aViewAttachedAfterTheLoadGetsTheScreenAsItIsNow() async {
    let (view, presenter) = makeModule()
    presenter.viewDidLoad()
    await service.name.waitForPendingCalls(1)
    service.name.succeed(with: "Ada")
    await presenter.tasks.waitUntilIdle()
    presenter.detach(view)
    let next = MockGreetingView(presenter: presenter)
    presenter.attach(next)
    presenter.detach(view)  // a late detach from the replaced view changes nothing
    next.recorder.expectCalls([.hideLoading, .showGreeting("Hello, Ada!")])
    view.recorder.expectCalls([.showLoading, .hideLoading, .showGreeting("Hello, Ada!")])
    #expect(service.name.requests.count == 1)
    expectNoPendingWork(presenter)
  }

  @Test func aCancellationThePresenterDidNotAskForIsAnErrorWithRetry() async {
    let (view, presenter) = makeModule()
    presenter.viewDidLoad()
    await service.name.waitForPendingCalls(1)
    service.name.fail(with: CancellationError())  // the service gave up on its own
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showError("The request was cancelled.", canRetry: true),
    ])
    expectNoPendingWork(presenter)
  }

  @Test func everythingDeallocates() async {
    let leaks = LeakTracker()
    do {
      let (view, presenter) = makeModule()
      leaks.track(view, as: "view")
      leaks.track(presenter, as: "presenter")
      presenter.viewDidLoad()
      await service.name.waitForPendingCalls(1)  // a request in flight must not keep it alive
    }
    leaks.expectAllDeallocated()  // fails naming each object that outlived the module
  }
}
