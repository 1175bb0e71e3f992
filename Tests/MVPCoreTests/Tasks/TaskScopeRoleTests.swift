import MVPCore
import MVPTestSupport
import Testing

/// ``WorkRole`` in ``TaskScope``: ``TaskScope/cancelReads()`` (a detach) cancels reads and leaves
/// writes running, whose results are still delivered (issue 8, kind 9).
@MainActor @Suite(.presenterTest) struct TaskScopeRoleTests {
  let scope = TaskScope()
  let receiver = ResultReceiver()
  let stub = AsyncStub<Int, String>()
  let callbacks = CallbackStub<Int, String>()

  @discardableResult
  func perform(_ request: Int, key: TaskKey, role: WorkRole) -> Task<Void, Never> {
    scope.perform(
      key, role: role, owner: receiver, work: { [stub] in try await stub.call(request) },
      then: { receiver, result in receiver.receive(result) })
  }

  func start(_ request: Int, key: TaskKey, role: WorkRole) {
    scope.start(
      key, role: role, owner: receiver, dispatcher: .immediate,
      operation: { [callbacks] in callbacks.call(request, completion: $0) },
      then: { receiver, result in receiver.receive(result) })
  }

  @Test func cancelReadsLeavesAPerformedWriteRunningAndDeliversIt_kind9() async {
    let read = perform(1, key: "read", role: .read)
    let write = perform(2, key: "write", role: .write)
    await stub.waitForPendingCalls(2)
    #expect(scope.isRunning(.read))
    #expect(scope.isRunning(.write))
    scope.cancelReads()
    #expect(read.isCancelled)
    #expect(!write.isCancelled)
    #expect(!scope.isRunning("read"))
    #expect(scope.isRunning("write"))
    #expect(!scope.isRunning(.read))
    #expect(scope.isRunning(.write))
    await read.value
    #expect(stub.pendingRequests == [2])
    stub.succeed(with: "saved")
    await scope.waitUntilIdle()
    receiver.recorder.expectCalls([.value("saved")])
  }

  @Test func cancelReadsLeavesAStartedWriteRunningAndDeliversIt_kind9() {
    start(1, key: "read", role: .read)
    start(2, key: "write", role: .write)
    scope.cancelReads()
    #expect(callbacks.cancelledRequests == [1])
    #expect(!scope.isRunning("read"))
    #expect(scope.isRunning("write"))
    callbacks.succeed(with: "late read")
    callbacks.succeed(with: "saved")
    receiver.recorder.expectCalls([.value("saved")])
    #expect(scope.isIdle)
  }

  @Test func theDefaultRoleIsRead() async {
    let task = scope.run("tick") { [stub] in _ = try? await stub.call(1) }
    await stub.waitForPendingCalls(1)
    #expect(scope.isRunning(.read))
    scope.cancelReads()
    #expect(task.isCancelled)
    await scope.waitUntilIdle()
    #expect(scope.isIdle)
  }

  @Test func cancelAllCancelsWritesToo() {
    start(1, key: "write", role: .write)
    scope.cancelAll()
    #expect(callbacks.cancelledRequests == [1])
    #expect(!scope.isRunning(.write))
    callbacks.succeed(with: "late")
  }

  @Test func aWriteUnderAKeyIsStillSupersededByNewWorkUnderIt() {
    start(1, key: "save", role: .write)
    start(2, key: "save", role: .write)
    #expect(callbacks.cancelledRequests == [1])
    callbacks.succeed(with: "first", at: 0)
    callbacks.succeed(with: "second", at: 0)
    receiver.recorder.expectCalls([.value("second")])
  }
}
