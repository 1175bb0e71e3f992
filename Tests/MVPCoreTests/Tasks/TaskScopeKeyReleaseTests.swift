import MVPCore
import MVPTestSupport
import Testing

/// ``TaskScope/cancel(_:)`` frees its key at once (issue 8, kind 2), while the cancelled task is
/// still awaited until it unwinds.
@MainActor @Suite(.presenterTest) struct TaskScopeKeyReleaseTests {
  let scope = TaskScope(dispatcher: .immediate)
  let receiver = ResultReceiver()

  @discardableResult
  func load(_ request: Int, from stub: AsyncStub<Int, String>) -> Task<Void, Never> {
    scope.perform(
      "load", owner: receiver, work: { try await stub.call(request) },
      then: { receiver, result in receiver.receive(result) })!
  }

  @Test func afterCancelTheKeyIsFreeAtOnce_kind2() async {
    let stubborn = AsyncStub<Int, String>(honorsCancellation: false)
    let first = load(1, from: stubborn)
    await stubborn.waitForPendingRequests(1)
    scope.cancel("load")
    // Same main-actor turn: the first task has not unwound yet.
    #expect(!scope.isRunning("load"))
    #expect(!scope.isRunning(.read))
    #expect(!scope.isIdle)
    let second = load(2, from: stubborn)
    #expect(scope.isRunning("load"))
    #expect(!second.isCancelled)
    #expect(first.isCancelled)
    await stubborn.waitForPendingRequests(2)
    stubborn.succeed(with: "late answer to 1", at: 0)
    stubborn.succeed(with: "answer to 2", at: 0)
    await scope.waitUntilIdle()
    receiver.recorder.expectCalls([.value("answer to 2")])
    #expect(stubborn.requests == [1, 2])
  }

  @Test func waitUntilIdleAwaitsTheUnwindingTask_kind2() async {
    let stubborn = AsyncStub<Int, String>(honorsCancellation: false)
    let first = load(1, from: stubborn)
    await stubborn.waitForPendingRequests(1)
    scope.cancel("load")
    #expect(scope.pendingWorkDescriptions == ["task #0 'load' (cancelled) still running"])
    stubborn.succeed(with: "late")
    await scope.waitUntilIdle()
    #expect(scope.isIdle)
    #expect(first.isCancelled)
  }

  @Test func waitUntilFinishedAwaitsTheUnwindingTaskOfItsKey() async {
    let stubborn = AsyncStub<Int, String>(honorsCancellation: false)
    load(1, from: stubborn)
    await stubborn.waitForPendingRequests(1)
    scope.cancel("load")
    stubborn.succeed(with: "late")
    await scope.waitUntilFinished("load")
    #expect(scope.isIdle)
  }

  @Test func cancellingAnOperationFreesItsKeyAtOnce_kind2() {
    let callbacks = CallbackStub<Int, String>()
    scope.perform(
      "load", owner: receiver,
      operation: { callbacks.call(1, completion: $0) },
      then: { receiver, result in receiver.receive(result) })
    scope.cancel("load")
    #expect(!scope.isRunning("load"))
    #expect(scope.isIdle)
    #expect(callbacks.cancelledRequests == [1])
    callbacks.succeed(with: "late")
  }
}
