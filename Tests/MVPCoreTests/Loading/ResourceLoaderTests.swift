import Foundation
import MVPCore
import MVPTestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// ``ResourceLoader``: load once, retry, show a newer value, progress as replayed state and
/// resuming after a detach.
@MainActor @Suite(.presenterTest) struct ResourceLoaderTests {
  let screen = ScreenLifecycle<any SampleView>(dispatcher: .immediate)
  let server = CallbackStub<Void, String>()
  let view = MockSampleView()
  let loader: ResourceLoader<String, any SampleView>

  init() {
    let server = self.server
    loader = ResourceLoader(
      screen: screen,
      fetch: .callbacks { _, completion in
        server.call((), completion: completion)
      },
      view: { $0 }, showValue: { view, text in view.showContent(text) })
  }

  func errorCall(_ error: ServiceError) -> MockSampleView.Call {
    .showError(message: error.userMessage, canRetry: true)
  }

  @Test func loadShowsProgressThenTheValueOnce() {
    screen.attach(view)
    loader.load()
    #expect(loader.isLoading)
    loader.load()
    #expect(server.requests.count == 1)
    server.succeed(with: "profile")
    view.recorder.expectCalls([.showLoading, .hideLoading, .showContent("profile")])
    #expect(loader.value == "profile")
    #expect(loader.error == nil)
    #expect(!loader.isLoading)
    loader.load()
    loader.retry()
    #expect(server.requests.count == 1)
  }

  @Test func aFailureIsTheErrorStateAndRetryLoadsAgain() {
    screen.attach(view)
    loader.load()
    server.fail(with: ServiceError.offline)
    view.recorder.expectCalls([.showLoading, .hideLoading, errorCall(.offline)])
    #expect(loader.error == .offline)
    #expect(loader.value == nil)
    loader.retry()
    view.recorder.expectCalls([.showLoading])
    #expect(loader.error == nil, "no error is shown while the retry loads")
    server.succeed(with: "profile")
    view.recorder.expectCalls([.hideLoading, .showContent("profile")])
    #expect(loader.error == nil)
    #expect(server.requests.count == 2)
  }

  @Test(
    arguments: [CancellationError(), URLError(.cancelled), ServiceError.cancelled] as [any Error])
  func aCancellationTheLoaderDidNotAskForIsAnError_kind3(_ error: any Error) {
    screen.attach(view)
    loader.load()
    server.fail(with: error)
    view.recorder.expectCalls([.showLoading, .hideLoading, errorCall(.cancelled)])
    #expect(loader.error == .cancelled)
  }

  @Test func progressEndsOnAViewReattachedAfterTheLoadEnded_kind1() {
    let other = MockSampleView()
    screen.attach(view)
    loader.load()
    screen.detach(view)
    screen.attach(other)
    server.succeed(with: "profile", at: 1)
    screen.detach(other)
    screen.attach(view)
    view.recorder.expectCalls([.showLoading, .hideLoading, .showContent("profile")])
    other.recorder.expectCalls([.showLoading, .hideLoading, .showContent("profile")])
  }

  @Test func anInterruptedLoadResumesOnTheNextAttach_kind2() {
    let other = MockSampleView()
    screen.attach(view)
    loader.load()
    screen.detach(view)
    #expect(loader.isLoading)
    #expect(server.cancelledRequests.count == 1)
    // A detached loader starts nothing.
    loader.load()
    #expect(server.requests.count == 1)
    screen.attach(other)
    #expect(server.requests.count == 2)
    other.recorder.expectCalls([.showLoading])
    // The interrupted request's late answer is ignored.
    server.succeed(with: "stale", at: 0)
    other.recorder.expectNoCalls()
    server.succeed(with: "profile")
    other.recorder.expectCalls([.hideLoading, .showContent("profile")])
    view.recorder.expectCalls([.showLoading])
  }

  @Test func anAsyncLoadResumesInOneMainActorTurn_kind2() async throws {
    let stub = AsyncStub<Void, String>()
    let screen = ScreenLifecycle<any SampleView>(dispatcher: .immediate)
    let loader = ResourceLoader(
      screen: screen, fetch: .async { try await stub.call(()) }, view: { $0 },
      showValue: { view, text in view.showContent(text) })
    let other = MockSampleView()
    screen.attach(view)
    loader.load()
    screen.detach(view)
    screen.attach(other)
    // Stop here rather than wait for a call that will never come.
    try #require(screen.tasks.isRunning(loader.key))
    await stub.waitForPendingRequests(1)
    stub.succeed(with: "profile")
    await screen.tasks.waitUntilIdle()
    other.recorder.expectCalls([.showLoading, .hideLoading, .showContent("profile")])
    view.recorder.expectCalls([.showLoading])
    #expect(stub.pendingRequests.isEmpty)
  }

  @Test func showSupersedesALoadInFlight() {
    screen.attach(view)
    loader.load()
    loader.show("saved")
    view.recorder.expectCalls([.showLoading, .hideLoading, .showContent("saved")])
    #expect(server.cancelledRequests.count == 1)
    #expect(!loader.isLoading)
    server.succeed(with: "stale")
    view.recorder.expectNoCalls()
    #expect(loader.value == "saved")
  }

  @Test func showReplacesTheValueAndIsReplayed() {
    screen.attach(view)
    loader.load()
    server.succeed(with: "old")
    loader.show("new")
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showContent("old"), .showContent("new"),
    ])
    let late = MockSampleView()
    screen.attach(late)
    late.recorder.expectCalls([.hideLoading, .showContent("new")])
  }

  @Test func showWhileInterruptedCancelsTheResume() {
    screen.attach(view)
    loader.load()
    screen.detach(view)
    loader.show("saved")
    screen.attach(view)
    view.recorder.expectCalls([.showLoading, .hideLoading, .showContent("saved")])
    #expect(server.requests.count == 1)
    #expect(!loader.isLoading)
  }
}
