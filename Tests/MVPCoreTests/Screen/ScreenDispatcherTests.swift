import MVPCore
import MVPTestSupport
import Testing

/// Issue 27, item 6: a completion-handler call named its dispatcher every time. The screen is
/// given one when it is created, and its work, its loaders' `ServiceCall.callbacks` and its
/// notification observations use it: a dispatcher that holds its deliveries shows that the
/// answer goes through that one.
@MainActor @Suite(.presenterTest) struct ScreenDispatcherTests {
  let dispatcher = ManualDispatcher()
  let screen: ScreenLifecycle<any SampleView>
  let receiver = ResultReceiver()
  let callbacks = CallbackStub<Int, String>()

  init() {
    screen = ScreenLifecycle(dispatcher: dispatcher)
  }

  @Test func theScreensTasksUseTheDispatcherItWasGiven() {
    #expect(screen.tasks.dispatcher as? ManualDispatcher === dispatcher)
  }

  @Test func aCompletionHandlerAnswerWaitsForTheScreensDispatcher() {
    let callbacks = self.callbacks
    screen.tasks.perform(
      "load", owner: receiver, operation: { callbacks.call(1, completion: $0) },
      then: { receiver, result in receiver.receive(result) })
    callbacks.succeed(with: "one")
    receiver.recorder.expectNoCalls()
    #expect(dispatcher.pendingCount == 1)
    #expect(dispatcher.runAll() == 1)
    receiver.recorder.expectCalls([.value("one")])
    #expect(screen.tasks.isIdle)
  }

  @Test func anUncancellableAnswerWaitsForTheScreensDispatcher() {
    let callbacks = self.callbacks
    screen.tasks.perform(
      "save", role: .write, owner: receiver,
      operation: { completion in _ = callbacks.call(2, completion: completion) },
      then: { receiver, result in receiver.receive(result) })
    callbacks.succeed(with: "two")
    receiver.recorder.expectNoCalls()
    #expect(dispatcher.runAll() == 1)
    receiver.recorder.expectCalls([.value("two")])
  }

  @Test func aLoadersCallbacksAnswerWaitsForTheScreensDispatcher() {
    let server = CallbackStub<Void, String>()
    let view = MockSampleView()
    let loader = ResourceLoader(
      screen: screen,
      fetch: .callbacks { _, completion in server.call((), completion: completion) },
      view: { $0 }, showValue: { view, text in view.showContent(text) })
    screen.attach(view)
    loader.load()
    server.succeed(with: "profile")
    view.recorder.expectCalls([.showLoading])
    #expect(dispatcher.runAll() == 1)
    view.recorder.expectCalls([.hideLoading, .showContent("profile")])
  }
}
