import Foundation
import MVPCore
import MVPTestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// ``ServiceCall`` in both styles: outcomes reach the owner, superseded and self-cancelled work is
/// silent, and a cancellation the scope did not ask for is a failure like any other (issue 8,
/// kind 3).
@MainActor @Suite(.presenterTest) struct ServiceCallTests {
  let scope = TaskScope(dispatcher: .immediate)
  let receiver = ResultReceiver()
  let stub = AsyncStub<Int, String>()
  let callbacks = CallbackStub<Int, String>()

  var asyncCall: ServiceCall<Int, String> {
    .async { [stub] input in try await stub.call(input) }
  }

  var callbackCall: ServiceCall<Int, String> {
    .callbacks { [callbacks] input, completion in
      callbacks.call(input, completion: completion)
    }
  }

  func run(_ call: ServiceCall<Int, String>, _ input: Int, key: ScreenKey? = "call") {
    call.run(
      in: scope, key: key, role: .read, input: input, owner: receiver,
      then: { receiver, result in receiver.receive(result) })
  }

  nonisolated static let externalCancellations: [any Error] = [
    CancellationError(), URLError(.cancelled), ServiceError.cancelled,
  ]

  @Test func anAsyncCallDeliversItsValue() async {
    run(asyncCall, 1)
    await stub.waitForPendingRequests(1)
    #expect(stub.pendingRequests == [1])
    stub.succeed(with: "one")
    await scope.waitUntilIdle()
    receiver.recorder.expectCalls([.value("one")])
  }

  @Test func aCallbackCallDeliversItsValue() {
    run(callbackCall, 1)
    #expect(callbacks.requests == [1])
    #expect(scope.isRunning("call"))
    callbacks.succeed(with: "one")
    receiver.recorder.expectCalls([.value("one")])
  }

  @Test(arguments: externalCancellations)
  func anAsyncServiceThatCancelsOnItsOwnIsAFailure_kind3(_ error: any Error) async {
    run(asyncCall, 1)
    await stub.waitForPendingRequests(1)
    stub.fail(with: error)
    await scope.waitUntilIdle()
    receiver.recorder.expectCalls([.error(.cancelled)])
  }

  @Test(arguments: externalCancellations)
  func aCallbackServiceThatCancelsOnItsOwnIsAFailure_kind3(_ error: any Error) {
    run(callbackCall, 1)
    callbacks.fail(with: error)
    receiver.recorder.expectCalls([.error(.cancelled)])
  }

  @Test func anAsyncCallTheScopeCancelledIsSilent_kind3() async {
    run(asyncCall, 1)
    await stub.waitForPendingRequests(1)
    scope.cancel("call")
    await scope.waitUntilIdle()
    // The stub honours cancellation: it threw CancellationError, which nobody asked to see.
    #expect(stub.pendingRequests == [])
  }

  @Test func aCallbackCallTheScopeCancelledIsSilent_kind3() {
    run(callbackCall, 1)
    scope.cancelReads()
    callbacks.fail(with: CancellationError())
    receiver.recorder.expectNoCalls()
    #expect(callbacks.cancelledRequests == [1])
  }

  @Test func aSupersededCallIsSilent() {
    run(callbackCall, 1)
    run(callbackCall, 2)
    callbacks.fail(with: URLError(.cancelled), at: 0)
    callbacks.succeed(with: "two")
    receiver.recorder.expectCalls([.value("two")])
  }

  @Test func aWriteCallOutlivesCancelReads() {
    callbackCall.run(
      in: scope, key: "save", role: .write, input: 7, owner: receiver,
      then: { receiver, result in receiver.receive(result) })
    scope.cancelReads()
    callbacks.succeed(with: "saved")
    receiver.recorder.expectCalls([.value("saved")])
  }
}
