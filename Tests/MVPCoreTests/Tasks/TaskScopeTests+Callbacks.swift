import MVPCore
import MVPTestSupport
import Testing

/// The completion-handler path of ``TaskScope``: `perform(...)` with an operation, answered
/// through the dispatcher the scope was created with.
extension TaskScopeTests {
  private func fetch(
    _ request: Int, key: ScreenKey? = "load", from callbacks: CallbackStub<Int, String>,
    in scope: TaskScope
  ) {
    scope.perform(
      key, owner: receiver,
      operation: { callbacks.call(request, completion: $0) },
      then: { receiver, result in receiver.receive(result) }
    )
  }

  @Test func startDeliversAnAnswerWhenTheDispatcherRunsIt() {
    let callbacks = CallbackStub<Int, String>()
    let dispatcher = ManualDispatcher()
    let scope = TaskScope(dispatcher: dispatcher)
    fetch(1, from: callbacks, in: scope)
    #expect(scope.isRunning("load"))
    #expect(callbacks.requests == [1])
    callbacks.succeed(with: "one")
    receiver.recorder.expectNoCalls()
    #expect(dispatcher.pendingCount == 1)
    #expect(dispatcher.runAll() == 1)
    receiver.recorder.expectCalls([.value("one")])
    #expect(scope.isIdle)
  }

  @Test func startDeliversFailures() {
    let scope = TaskScope(dispatcher: ImmediateDispatcher())
    let callbacks = CallbackStub<Int, String>()
    fetch(1, from: callbacks, in: scope)
    callbacks.fail(with: ServiceError.offline)
    receiver.recorder.expectCalls([.error(.offline)])
    #expect(scope.isIdle)
  }

  @Test func startDropsTheAnswerOfSupersededWork() {
    let callbacks = CallbackStub<Int, String>()
    let dispatcher = ManualDispatcher()
    let scope = TaskScope(dispatcher: dispatcher)
    fetch(1, from: callbacks, in: scope)
    fetch(2, from: callbacks, in: scope)
    #expect(callbacks.cancelledRequests == [1])
    callbacks.succeed(with: "stale", at: 0)
    callbacks.succeed(with: "fresh", at: 0)
    #expect(dispatcher.runAll() == 2)
    receiver.recorder.expectCalls([.value("fresh")])
    #expect(scope.isIdle)
  }

  @Test func startDropsAnAnswerAlreadyDispatchedWhenNewerWorkStarts() {
    let callbacks = CallbackStub<Int, String>()
    let dispatcher = ManualDispatcher()
    let scope = TaskScope(dispatcher: dispatcher)
    fetch(1, from: callbacks, in: scope)
    callbacks.succeed(with: "stale")
    fetch(2, from: callbacks, in: scope)
    #expect(callbacks.cancelledRequests == [1])
    dispatcher.runAll()
    receiver.recorder.expectNoCalls()
    #expect(scope.isRunning("load"))
    callbacks.succeed(with: "fresh")
    dispatcher.runAll()
    receiver.recorder.expectCalls([.value("fresh")])
  }

  @Test func startIgnoresASecondAnswer() {
    let dispatcher = ManualDispatcher()
    let scope = TaskScope(dispatcher: dispatcher)
    var answer: (@Sendable (Result<String, any Error>) -> Void)?
    scope.perform(
      "load", owner: receiver,
      operation: { completion in
        answer = completion
        return CancellationHandle()
      },
      then: { receiver, result in receiver.receive(result) }
    )
    answer?(.success("first"))
    answer?(.success("second"))
    answer?(.failure(ServiceError.timeout))
    #expect(dispatcher.runAll() == 3)
    receiver.recorder.expectCalls([.value("first")])
    #expect(scope.isIdle)
  }

  @Test func startDeliversASynchronousAnswerThroughAnImmediateDispatcher() {
    let scope = TaskScope(dispatcher: ImmediateDispatcher())
    scope.perform(
      "load", owner: receiver,
      operation: { completion in
        completion(.success("sync"))
        completion(.success("sync again"))
        return CancellationHandle()
      },
      then: { receiver, result in receiver.receive(result) }
    )
    receiver.recorder.expectCalls([.value("sync")])
    #expect(scope.isIdle)
    #expect(!scope.isRunning("load"))
  }

  @Test func startDeliversASynchronousAnswerQueuedOnAManualDispatcher() {
    let dispatcher = ManualDispatcher()
    let scope = TaskScope(dispatcher: dispatcher)
    scope.perform(
      "load", owner: receiver,
      operation: { completion in
        completion(.success("sync"))
        return CancellationHandle()
      },
      then: { receiver, result in receiver.receive(result) }
    )
    receiver.recorder.expectNoCalls()
    #expect(scope.isRunning("load"))
    dispatcher.runAll()
    receiver.recorder.expectCalls([.value("sync")])
    #expect(scope.isIdle)
  }

  @Test func startDeliversAnAnswerFromABackgroundThreadThroughTheMainQueue() async {
    let scope = TaskScope(dispatcher: .main)
    let callbacks = CallbackStub<Int, String>()
    fetch(1, from: callbacks, in: scope)
    callbacks.succeed(with: "from background", on: .global())
    await receiver.recorder.waitForCalls(count: 1)
    receiver.recorder.expectCalls([.value("from background")])
    #expect(scope.isIdle)
  }

  @Test func cancelAllCancelsOperationsAndDropsTheirAnswers() {
    let scope = TaskScope(dispatcher: ImmediateDispatcher())
    let callbacks = CallbackStub<Int, String>()
    fetch(1, key: "a", from: callbacks, in: scope)
    fetch(2, key: nil, from: callbacks, in: scope)
    #expect(scope.pendingWorkDescriptions.count == 2)
    scope.cancelAll()
    // Cancellation order across keys is unspecified.
    #expect(callbacks.cancelledRequests.sorted() == [1, 2])
    #expect(scope.isIdle)
    callbacks.succeed(with: "late a")
    callbacks.succeed(with: "late unkeyed")
  }

  @Test func cancelKeyCancelsTheOperationUnderIt() {
    let scope = TaskScope(dispatcher: ImmediateDispatcher())
    let callbacks = CallbackStub<Int, String>()
    fetch(1, key: "a", from: callbacks, in: scope)
    fetch(2, key: "b", from: callbacks, in: scope)
    scope.cancel("a")
    #expect(callbacks.cancelledRequests == [1])
    #expect(!scope.isRunning("a"))
    #expect(scope.isRunning("b"))
    callbacks.succeed(with: "late a")
    callbacks.succeed(with: "b")
    receiver.recorder.expectCalls([.value("b")])
  }

  @Test(.presenterTest(skipping: .runningWork)) func deinitCancelsOperations() {
    let callbacks = CallbackStub<Int, String>()
    weak var weakScope: TaskScope?
    do {
      let doomed = TaskScope(dispatcher: ImmediateDispatcher())
      weakScope = doomed
      doomed.perform(
        "load", owner: receiver,
        operation: { callbacks.call(1, completion: $0) },
        then: { receiver, result in receiver.receive(result) }
      )
      #expect(doomed.isRunning("load"))
    }
    #expect(weakScope == nil)
    #expect(callbacks.cancelledRequests == [1])
    callbacks.succeed(with: "late")
  }

  @Test func startDoesNotRetainItsOwner() {
    let scope = TaskScope(dispatcher: ImmediateDispatcher())
    let callbacks = CallbackStub<Int, String>()
    let deliveries = CallRecorder<Outcome>()
    weak var weakOwner: ResultReceiver?
    do {
      let owner = ResultReceiver()
      weakOwner = owner
      scope.perform(
        "load", owner: owner,
        operation: { callbacks.call(1, completion: $0) },
        then: { _, result in deliveries.record(Outcome(result)) }
      )
    }
    #expect(weakOwner == nil)
    callbacks.succeed(with: "nobody is listening")
    deliveries.expectNoCalls()
    #expect(scope.isIdle)
  }
}
