import MVPCore
import MVPTestSupport
import Testing

/// The async path of ``TaskScope``: `run` and `perform`, cancellation, ownership and waiting.
/// The completion-handler path is in `TaskScopeTests+Start.swift`.
@MainActor @Suite(.presenterTest) struct TaskScopeTests {
  let scope = TaskScope(dispatcher: .immediate)
  let receiver = ResultReceiver()
  let stub = AsyncStub<Int, String>()

  @discardableResult
  func load(
    _ request: Int, key: ScreenKey? = "load", from stub: AsyncStub<Int, String>
  ) -> Task<Void, Never> {
    scope.perform(
      key, owner: receiver, work: { try await stub.call(request) },
      then: { receiver, result in receiver.receive(result) })!
  }

  // MARK: perform

  @Test func performDeliversTheResultToTheOwner() async {
    #expect(scope.isIdle)
    load(1, from: stub)
    #expect(!scope.isIdle)
    #expect(scope.isRunning("load"))
    await stub.waitForPendingRequests(1)
    receiver.recorder.expectNoCalls()
    stub.succeed(with: "one")
    await scope.waitUntilIdle()
    receiver.recorder.expectCalls([.value("one")])
    #expect(stub.requests == [1])
    #expect(scope.isIdle)
    #expect(!scope.isRunning("load"))
  }

  @Test func performDeliversFailures() async {
    load(1, from: stub)
    await stub.waitForPendingRequests(1)
    stub.fail(with: ServiceError.timeout)
    await scope.waitUntilIdle()
    receiver.recorder.expectCalls([.error(.timeout)])
  }

  // MARK: Keyed restart

  @Test func keyedRestartCancelsThePreviousWork() async {
    let first = load(1, from: stub)
    await stub.waitForPendingRequests(1)
    load(2, from: stub)
    #expect(first.isCancelled)
    await first.value
    // The superseded call was cancelled (the stub honours cancellation), never answered.
    receiver.recorder.expectNoCalls()
    await stub.waitForPendingRequests(1)
    #expect(stub.pendingRequests == [2])
    stub.succeed(with: "two")
    await scope.waitUntilIdle()
    receiver.recorder.expectCalls([.value("two")])
    #expect(stub.requests == [1, 2])
  }

  @Test func keyedRestartNeverDeliversALateAnswerToTheSupersededWork() async {
    let stubborn = AsyncStub<Int, String>(honorsCancellation: false)
    let first = load(1, from: stubborn)
    await stubborn.waitForPendingRequests(1)
    load(2, from: stubborn)
    await stubborn.waitForPendingRequests(2)
    stubborn.succeed(with: "late answer to 1", at: 0)
    await first.value
    receiver.recorder.expectNoCalls()
    #expect(scope.isRunning("load"))
    stubborn.succeed(with: "answer to 2", at: 0)
    await scope.waitUntilIdle()
    receiver.recorder.expectCalls([.value("answer to 2")])
  }

  @Test func keyedRestartAlsoSupersedesWhenTheNewWorkFinishesFirst() async {
    let stubborn = AsyncStub<Int, String>(honorsCancellation: false)
    let first = load(1, from: stubborn)
    await stubborn.waitForPendingRequests(1)
    let second = load(2, from: stubborn)
    await stubborn.waitForPendingRequests(2)
    stubborn.succeed(with: "answer to 2", at: 1)
    await second.value
    receiver.recorder.expectCalls([.value("answer to 2")])
    stubborn.succeed(with: "late answer to 1", at: 0)
    await first.value
    receiver.recorder.expectNoCalls()
    #expect(scope.isIdle)
  }

  @Test func workUnderDifferentKeysRunsSideBySide() async {
    load(1, key: "a", from: stub)
    await stub.waitForPendingRequests(1)
    load(2, key: "b", from: stub)
    await stub.waitForPendingRequests(2)
    load(3, key: nil, from: stub)
    await stub.waitForPendingRequests(3)
    #expect(stub.pendingRequests == [1, 2, 3])

    stub.succeed(with: "a", at: 0)
    await scope.waitUntilFinished("a")
    receiver.recorder.expectCalls([.value("a")])
    #expect(!scope.isRunning("a"))
    #expect(scope.isRunning("b"))
    #expect(!scope.isIdle)

    stub.succeed(with: "b", at: 0)
    await scope.waitUntilFinished("b")
    receiver.recorder.expectCalls([.value("b")])

    stub.succeed(with: "unkeyed", at: 0)
    await scope.waitUntilIdle()
    receiver.recorder.expectCalls([.value("unkeyed")])
  }

  @Test func unkeyedWorkSupersedesNothing() async {
    let first = load(1, key: nil, from: stub)
    await stub.waitForPendingRequests(1)
    let second = load(2, key: nil, from: stub)
    await stub.waitForPendingRequests(2)
    #expect(!first.isCancelled)
    #expect(!second.isCancelled)
    stub.succeed(with: "one")
    await first.value
    stub.succeed(with: "two")
    await second.value
    receiver.recorder.expectCalls([.value("one"), .value("two")])
  }

  // MARK: cancel, cancelAll, deinit

  @Test func cancelStopsOnlyTheGivenKey() async {
    let a = load(1, key: "a", from: stub)
    await stub.waitForPendingRequests(1)
    let b = load(2, key: "b", from: stub)
    await stub.waitForPendingRequests(2)
    scope.cancel("a")
    #expect(a.isCancelled)
    #expect(!b.isCancelled)
    await a.value
    #expect(stub.pendingRequests == [2])
    stub.succeed(with: "b")
    await scope.waitUntilIdle()
    receiver.recorder.expectCalls([.value("b")])
  }

  @Test func detachCancelsAllWorkAndDropsLateAnswers() async {
    let stubborn = AsyncStub<Int, String>(honorsCancellation: false)
    let view = MockSampleView()
    let presenter = SamplePresenter(
      router: RecordingRouter<SampleRoute>(), loadContent: { try await stubborn.call(1) })
    presenter.attach(view)
    presenter.viewDidLoad()
    await stubborn.waitForPendingRequests(1)
    presenter.detach(view)
    stubborn.succeed(with: "late content")
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([.showLoading])
    presenter.attach(view)
    view.recorder.expectCalls([.showLoading])
  }

  @Test func cancelAllCancelsTasksAndLetsThemUnwind() async {
    let a = load(1, key: "a", from: stub)
    let b = load(2, key: nil, from: stub)
    await stub.waitForPendingRequests(2)
    scope.cancelAll()
    #expect(a.isCancelled)
    #expect(b.isCancelled)
    await scope.waitUntilIdle()
    #expect(stub.pendingRequests == [])
    #expect(scope.isIdle)
  }

  @Test(.presenterTest(skipping: .runningWork)) func deinitCancelsRunningTasks() async {
    weak var weakScope: TaskScope?
    let task: Task<Void, Never>
    do {
      let doomed = TaskScope()
      weakScope = doomed
      task = doomed.perform(
        "load", owner: receiver, work: { [stub] in try await stub.call(1) },
        then: { receiver, result in receiver.receive(result) })!
      await stub.waitForPendingRequests(1)
      #expect(doomed.isRunning("load"))
    }
    #expect(weakScope == nil)
    #expect(task.isCancelled)
    #expect(stub.pendingRequests == [])
    await task.value
  }

  // MARK: Ownership

  @Test func ownerGoneMeansNoDeliveryAndRunningWorkDoesNotRetainIt() async {
    let stubborn = AsyncStub<Int, String>(honorsCancellation: false)
    let deliveries = CallRecorder<Outcome>()
    weak var weakOwner: ResultReceiver?
    do {
      let owner = ResultReceiver()
      weakOwner = owner
      scope.perform(
        "load", owner: owner, work: { try await stubborn.call(1) },
        then: { _, result in deliveries.record(Outcome(result)) })
      await stubborn.waitForPendingRequests(1)
    }
    #expect(weakOwner == nil)
    stubborn.succeed(with: "nobody is listening")
    await scope.waitUntilIdle()
    deliveries.expectNoCalls()
    #expect(scope.isIdle)
  }

  // MARK: run

  @Test func runUnderAKeyCancelsThePreviousRun() async {
    let firstLog = CallRecorder<String>()
    let secondLog = CallRecorder<String>()
    let first = scope.run("tick") { [stub] in
      let answer = try? await stub.call(1)
      firstLog.record(answer ?? (Task.isCancelled ? "cancelled" : "failed"))
    }!
    await stub.waitForPendingRequests(1)
    let second = scope.run("tick") {
      secondLog.record(Task.isCancelled ? "cancelled" : "ran")
    }!
    #expect(first.isCancelled)
    #expect(!second.isCancelled)
    await scope.waitUntilIdle()
    firstLog.expectCalls(["cancelled"])
    secondLog.expectCalls(["ran"])
    #expect(stub.pendingRequests == [])
    #expect(scope.isIdle)
  }

  // MARK: Waiting

  @Test func waitUntilIdleAlsoAwaitsWorkStartedWhileWaiting() async {
    let instant = AsyncStub<Int, String> { .success("answer \($0)") }
    let scope = self.scope
    scope.perform(
      "first", owner: receiver, work: { try await instant.call(1) },
      then: { receiver, result in
        receiver.receive(result)
        scope.perform(
          "second", owner: receiver, work: { try await instant.call(2) },
          then: { receiver, result in receiver.receive(result) })
      })
    await scope.waitUntilIdle()
    receiver.recorder.expectCalls([.value("answer 1"), .value("answer 2")])
    #expect(scope.isIdle)
  }

  @Test func waitUntilFinishedReturnsAtOnceForAKeyWithNoWork() async {
    load(1, key: "other", from: stub)
    await stub.waitForPendingRequests(1)
    await scope.waitUntilFinished("absent")
    #expect(scope.isRunning("other"))
    #expect(!scope.isRunning("absent"))
    stub.succeed(with: "other")
    await scope.waitUntilIdle()
    receiver.recorder.expectCalls([.value("other")])
  }

  // MARK: Pending work

  @Test func pendingWorkDescriptionsNameEachTaskAndOperation() async {
    let stubborn = AsyncStub<Int, String>(honorsCancellation: false)
    let callbacks = CallbackStub<Int, String>()
    let first = load(1, key: "load", from: stubborn)
    await stubborn.waitForPendingRequests(1)
    scope.perform(
      "save", owner: receiver,
      operation: { callbacks.call(2, completion: $0) },
      then: { receiver, result in receiver.receive(result) }
    )
    let third = load(3, key: nil, from: stubborn)
    await stubborn.waitForPendingRequests(2)
    #expect(
      scope.pendingWorkDescriptions == [
        "task #0 'load' still running",
        "task #2 still running",
        "operation #1 'save' waiting for its answer",
      ])
    scope.cancel("load")
    #expect(
      scope.pendingWorkDescriptions == [
        "task #0 'load' (cancelled) still running",
        "task #2 still running",
        "operation #1 'save' waiting for its answer",
      ])

    callbacks.succeed(with: "two")
    receiver.recorder.expectCalls([.value("two")])
    stubborn.succeed(with: "dropped", at: 0)
    await first.value
    receiver.recorder.expectNoCalls()
    #expect(scope.pendingWorkDescriptions == ["task #2 still running"])
    stubborn.succeed(with: "three", at: 0)
    await third.value
    receiver.recorder.expectCalls([.value("three")])
    #expect(scope.pendingWorkDescriptions == [])
  }
}
