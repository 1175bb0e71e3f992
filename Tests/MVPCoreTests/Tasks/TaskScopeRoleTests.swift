import MVPCore
import MVPTestSupport
import Testing

/// ``WorkRole`` in ``TaskScope``: ``TaskScope/cancelReads()`` (a detach) cancels reads and leaves
/// writes running, whose results are still delivered (issue 8, kind 9).
@MainActor @Suite(.presenterTest) struct TaskScopeRoleTests {
  let scope = TaskScope(dispatcher: .immediate)
  let receiver = ResultReceiver()
  let stub = AsyncStub<Int, String>()
  let callbacks = CallbackStub<Int, String>()

  @discardableResult
  func perform(_ request: Int, key: ScreenKey, role: WorkRole) -> Task<Void, Never> {
    scope.perform(
      key, role: role, owner: receiver, work: { [stub] in try await stub.call(request) },
      then: { receiver, result in receiver.receive(result) })!
  }

  func start(_ request: Int, key: ScreenKey, role: WorkRole) {
    scope.perform(
      key, role: role, owner: receiver,
      operation: { [callbacks] in callbacks.call(request, completion: $0) },
      then: { receiver, result in receiver.receive(result) })
  }

  @Test func cancelReadsLeavesAPerformedWriteRunningAndDeliversIt_kind9() async {
    let read = perform(1, key: "read", role: .read)
    let write = perform(2, key: "write", role: .write)
    await stub.waitForPendingRequests(2)
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
    let task = scope.run("tick") { [stub] in _ = try? await stub.call(1) }!
    await stub.waitForPendingRequests(1)
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

  /// Issue 19, item 5: a second confirmed delete under the key of the first cancelled it, and
  /// the user was never told. A running write holds its key: new work under it is refused.
  @Test func aWriteHoldsItsKeyAndNewWorkUnderItIsRefused() async {
    start(1, key: "save", role: .write)
    let started = scope.perform(
      "save", role: .write, owner: receiver,
      operation: { [callbacks] completion in callbacks.call(2, completion: completion) },
      then: { receiver, result in receiver.receive(result) })
    #expect(!started)
    let performed = scope.perform("save", owner: receiver, work: { 3 }, then: { _, _ in })
    #expect(performed == nil)
    let ran = scope.run("save") {}
    #expect(ran == nil)
    #expect(callbacks.requests == [1])
    #expect(callbacks.cancelledRequests == [])
    callbacks.succeed(with: "first")
    receiver.recorder.expectCalls([.value("first")])
    // Once the write finished, its key is free again.
    start(4, key: "save", role: .write)
    #expect(callbacks.requests == [1, 4])
    callbacks.succeed(with: "fourth")
    receiver.recorder.expectCalls([.value("fourth")])
  }

  @Test func writesUnderOtherKeysRunBeside() {
    start(1, key: "delete.1", role: .write)
    start(2, key: "delete.2", role: .write)
    #expect(callbacks.requests == [1, 2])
    callbacks.succeed(with: "second", at: 1)
    callbacks.succeed(with: "first", at: 0)
    receiver.recorder.expectCalls([.value("second"), .value("first")])
  }

  @Test func aReadUnderAWritesKeyIsRefusedToo() {
    start(1, key: "save", role: .write)
    start(2, key: "save", role: .read)
    #expect(callbacks.requests == [1])
    callbacks.succeed(with: "saved")
    receiver.recorder.expectCalls([.value("saved")])
  }

  @Test func aWriteSupersedesAReadUnderItsKey() {
    start(1, key: "item", role: .read)
    start(2, key: "item", role: .write)
    #expect(callbacks.cancelledRequests == [1])
    callbacks.succeed(with: "late read", at: 0)
    callbacks.succeed(with: "written", at: 0)
    receiver.recorder.expectCalls([.value("written")])
  }
}
