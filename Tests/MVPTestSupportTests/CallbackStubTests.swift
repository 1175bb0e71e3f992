import Dispatch
import MVPCore
import MVPTestSupport
import Testing

@MainActor @Suite struct CallbackStubTests {
  let stub = CallbackStub<Int, String>()
  let answers = LockedValue<[String]>([])

  private func call(_ request: Int) -> any Cancellable {
    stub.call(request) { [answers] result in
      let text: String
      switch result {
      case .success(let value): text = "\(request): \(value)"
      case .failure(let error): text = "\(request): \(ServiceError(classifying: error))"
      }
      answers.mutate { $0.append(text) }
    }
  }

  @Test func recordsRequestsAndAnswersInlineByDefault() {
    _ = call(1)
    _ = call(2)
    _ = call(3)
    #expect(stub.requests == [1, 2, 3])
    #expect(stub.pendingRequests == [1, 2, 3])
    stub.succeed(with: "b", at: 1)
    #expect(answers.value == ["2: b"])
    stub.fail(with: ServiceError.timeout)
    #expect(answers.value == ["2: b", "1: timeout"])
    stub.answer(at: 0, with: .success("c"))
    #expect(answers.value == ["2: b", "1: timeout", "3: c"])
    #expect(stub.pendingRequests == [])
    #expect(stub.requests == [1, 2, 3])
  }

  @Test func cancellationIsRecordedOnceAndTheCallStaysAnswerable() {
    let first = call(1)
    let second = call(2)
    second.cancel()
    second.cancel()
    first.cancel()
    #expect(stub.cancelledRequests == [2, 1])
    #expect(stub.pendingRequests == [1, 2])
    stub.succeed(with: "late", at: 1)
    #expect(answers.value == ["2: late"])
  }

  @Test func answeringACallThatNeverCameFailsTheTestInsteadOfCrashing() async {
    _ = call(1)
    let failures = await TestFailure.collect {
      stub.succeed(with: "x", at: 1)
    }
    #expect(
      failures.map(\.message) == [
        "CallbackStub<Int, String> has 1 pending calls: 1; there is none at index 1"
      ])
    #expect(answers.value == [])
    #expect(stub.pendingRequests == [1])
    stub.succeed(with: "x")
  }

  @Test func answersTheCallForARequestWhateverItsPosition() {
    _ = call(1)
    _ = call(2)
    _ = call(3)
    stub.succeed(with: "b", for: 2)
    stub.fail(with: ServiceError.timeout, for: 3)
    stub.answer(where: { $0 == 1 }, with: .success("a"))
    #expect(answers.value == ["2: b", "3: timeout", "1: a"])
    #expect(stub.pendingRequests == [])
  }

  @Test func waitsCountPendingAndReceivedCallsCancelledOnesIncluded() async {
    let first = call(1)
    await stub.waitForPendingRequests(1)
    first.cancel()
    await stub.waitForPendingRequests(1)
    _ = call(2)
    await stub.waitForRequests(2)
    #expect(stub.requests == [1, 2])
    #expect(stub.cancelledRequests == [1])
    stub.succeed(with: "late", for: 1)
    stub.succeed(with: "b", for: 2)
    #expect(answers.value == ["1: late", "2: b"])
  }

  @Test func answersOnTheGivenQueue() async {
    let queue = DispatchQueue(label: "CallbackStubTests.delivery")
    let key = DispatchSpecificKey<Int>()
    queue.setSpecific(key: key, value: 7)
    let (answer, queueValue, onMainQueue) = await withCheckedContinuation { continuation in
      _ = stub.call(1) { result in
        continuation.resume(
          returning: (
            try? result.get(), DispatchQueue.getSpecific(key: key), MainQueue.isCurrent
          ))
      }
      stub.succeed(with: "queued", on: queue)
    }
    #expect(answer == "queued")
    #expect(queueValue == 7)
    #expect(onMainQueue == false)
  }

  @Test func failsOnTheGivenQueueToo() async {
    let (failure, onMainQueue) = await withCheckedContinuation { continuation in
      _ = stub.call(1) { result in
        let failure = (try? result.get()) == nil
        continuation.resume(returning: (failure, MainQueue.isCurrent))
      }
      stub.fail(with: ServiceError.offline, on: .global())
    }
    #expect(failure)
    #expect(onMainQueue == false)
  }
}
