import Greeting
import MVPCore
import MVPTestSupport
import Testing

final class MockGreetingView: GreetingView, CallRecording {
  enum Call: Equatable {
    case showLoading
    case hideLoading
    case showGreeting(String)
    case showError(String, canRetry: Bool)
  }

  let recorder = CallRecorder<Call>()
  let presenter: GreetingPresenter  // view → presenter: strong

  init(presenter: GreetingPresenter) { self.presenter = presenter }

  func showLoading() { record(.showLoading) }
  func hideLoading() { record(.hideLoading) }
  func showGreeting(_ text: String) { record(.showGreeting(text)) }
  func showError(message: String, canRetry: Bool) {
    record(.showError(message, canRetry: canRetry))
  }
}

struct StubNameService: NameService {
  let name = AsyncStub<Void, String>()
  func currentName() async throws -> String { try await name.call(()) }
}

@MainActor
@Suite(.presenterTest) struct GreetingPresenterTests {  // exhaustive: no hand-written ending
  let service = StubNameService()

  func makeModule() throws -> (MockGreetingView, GreetingPresenter) {
    let module = GreetingModule.build(service: service) { MockGreetingView(presenter: $0) }
    return (try module.view(as: MockGreetingView.self), module.presenter)  // typed, no `as!`
  }

  @Test func showsGreetingAfterLoading() async throws {
    let (view, presenter) = try makeModule()
    presenter.viewDidLoad()
    await service.name.waitForPendingRequests(1)  // the request has arrived
    service.name.succeed(with: "Ada")  // answer it, when the test says
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([.showLoading, .hideLoading, .showGreeting("Hello, Ada!")])
  }  // unchecked calls, unanswered stub calls, running work or leaks would fail the test here

  @Test func offlineShowsCalmErrorWithRetry() async throws {
    let (view, presenter) = try makeModule()
    presenter.viewDidLoad()
    await service.name.waitForPendingRequests(1)
    service.name.fail(with: ServiceError.offline)
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showError("You appear to be offline. Check your connection and try again.", canRetry: true),
    ])
    presenter.retry()
    await service.name.waitForPendingRequests(1)
    service.name.succeed(with: "Ada")
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([.showLoading, .hideLoading, .showGreeting("Hello, Ada!")])
  }

  @Test func aViewReattachedDuringTheLoadGetsHideLoading() async throws {
    let (view, presenter) = try makeModule()
    presenter.viewDidLoad()
    await service.name.waitForPendingRequests(1)
    presenter.detach(view)  // rotation: the load is cancelled, silently
    await presenter.tasks.waitUntilIdle()
    presenter.attach(view)  // the progress is replayed and the load resumes
    await service.name.waitForPendingRequests(1)
    service.name.succeed(with: "Ada")
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([
      .showLoading, .showLoading, .hideLoading, .showGreeting("Hello, Ada!"),
    ])
    #expect(service.name.requests.count == 2)
  }

  @Test func aViewAttachedAfterTheLoadGetsTheScreenAsItIsNow() async throws {
    let (view, presenter) = try makeModule()
    presenter.viewDidLoad()
    await service.name.waitForPendingRequests(1)
    service.name.succeed(with: "Ada")
    await presenter.tasks.waitUntilIdle()
    presenter.detach(view)
    let next = MockGreetingView(presenter: presenter)
    presenter.attach(next)
    presenter.detach(view)  // a late detach from the replaced view changes nothing
    next.recorder.expectCalls([.hideLoading, .showGreeting("Hello, Ada!")])
    view.recorder.expectCalls([.showLoading, .hideLoading, .showGreeting("Hello, Ada!")])
    #expect(service.name.requests.count == 1)
  }

  @Test func aCancellationThePresenterDidNotAskForIsAnErrorWithRetry() async throws {
    let (view, presenter) = try makeModule()
    presenter.viewDidLoad()
    await service.name.waitForPendingRequests(1)
    service.name.fail(with: CancellationError())  // the service gave up on its own
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showError("The request was cancelled.", canRetry: true),
    ])
  }

  @Test(.presenterTest(skipping: .runningWork))  // the release abandons the load on purpose
  func everythingDeallocatesWithARequestInFlight() async throws {
    let (view, presenter) = try makeModule()
    presenter.viewDidLoad()
    await service.name.waitForPendingRequests(1)  // a request in flight must not keep it alive
    view.recorder.expectCalls([.showLoading])
  }  // the end-of-test leak check fails naming each object of the module that outlived it
}
