import MVPCore
import MVPTestSupport
import Testing

@MainActor @Suite struct AsyncStubTests {
  let stub = AsyncStub<Int, String>()

  /// Starts a call and waits until it is pending, so calls arrive in a known order.
  private func startCall(
    _ request: Int, on stub: AsyncStub<Int, String>, pendingAfter count: Int
  ) async -> Task<String, any Error> {
    let task = Task { try await stub.call(request) }
    await stub.waitForPendingRequests(count)
    return task
  }

  @Test func recordsCallsInOrderAndAnswersTheChosenOne() async throws {
    let one = await startCall(1, on: stub, pendingAfter: 1)
    let two = await startCall(2, on: stub, pendingAfter: 2)
    let three = await startCall(3, on: stub, pendingAfter: 3)
    #expect(stub.requests == [1, 2, 3])
    #expect(stub.pendingRequests == [1, 2, 3])

    stub.succeed(with: "two", at: 1)
    #expect(try await two.value == "two")
    #expect(stub.pendingRequests == [1, 3])

    stub.fail(with: ServiceError.offline)
    await #expect(throws: ServiceError.offline) { try await one.value }
    stub.answer(at: 0, with: .success("three"))
    #expect(try await three.value == "three")
    #expect(stub.pendingRequests == [])
    #expect(stub.requests == [1, 2, 3])
  }

  @Test func waitForPendingRequestsWaitsForCallsThatArriveLater() async throws {
    let waiter = Task { [stub] in
      await stub.waitForPendingRequests(2)
      return stub.pendingRequests.count
    }
    let one = Task { [stub] in try await stub.call(1) }
    let two = Task { [stub] in try await stub.call(2) }
    #expect(await waiter.value == 2)
    #expect(stub.pendingRequests.sorted() == [1, 2])
    stub.succeed(with: "a")
    stub.succeed(with: "b")
    let answers = [try await one.value, try await two.value]
    #expect(answers.sorted() == ["a", "b"])
  }

  @Test func aCancelledCallThrowsCancellationWhenTheStubHonoursIt() async {
    let call = await startCall(1, on: stub, pendingAfter: 1)
    call.cancel()
    await #expect(throws: CancellationError.self) { try await call.value }
    #expect(stub.pendingRequests == [])
    #expect(stub.requests == [1])
  }

  @Test func aCallMadeAfterCancellationThrowsAtOnce() async {
    let call = Task { [stub] in
      withUnsafeCurrentTask { $0?.cancel() }
      return try await stub.call(1)
    }
    await #expect(throws: CancellationError.self) { try await call.value }
    #expect(stub.requests == [1])
    #expect(stub.pendingRequests == [])
  }

  @Test func aCancelledCallKeepsWaitingWhenTheStubIgnoresCancellation() async throws {
    let stubborn = AsyncStub<Int, String>(honorsCancellation: false)
    let call = await startCall(1, on: stubborn, pendingAfter: 1)
    call.cancel()
    #expect(stubborn.pendingRequests == [1])
    stubborn.succeed(with: "late")
    #expect(try await call.value == "late")
  }

  @Test func answeringACallThatNeverCameFailsTheTestInsteadOfCrashing() async {
    let stub = AsyncStub<Int, String>()
    let failures = await TestFailure.collect {
      stub.fail(with: ServiceError.timeout)
    }
    #expect(
      failures.map(\.message) == [
        "AsyncStub<Int, String> has 0 pending calls; there is none at index 0"
      ])
    #expect(stub.requests == [])
  }

  @Test func answersTheCallForARequestWhateverItsPosition() async throws {
    let one = await startCall(1, on: stub, pendingAfter: 1)
    let two = await startCall(2, on: stub, pendingAfter: 2)
    stub.succeed(with: "two", for: 2)
    #expect(try await two.value == "two")
    stub.fail(with: ServiceError.offline, for: 1)
    await #expect(throws: ServiceError.offline) { try await one.value }
    let three = await startCall(3, on: stub, pendingAfter: 1)
    stub.answer(where: { $0 > 2 }, with: .success("three"))
    #expect(try await three.value == "three")
    #expect(stub.pendingRequests == [])
  }

  @Test func answeringARequestThatIsNotPendingFailsListingThePendingOnes() async throws {
    let call = await startCall(1, on: stub, pendingAfter: 1)
    let failures = await TestFailure.collect {
      stub.succeed(with: "x", for: 5)
    }
    #expect(
      failures.map(\.message) == [
        "AsyncStub<Int, String> has 1 pending calls: 1; none has the request asked for"
      ])
    stub.succeed(with: "one", for: 1)
    #expect(try await call.value == "one")
  }

  @Test func waitForRequestsCountsEveryCallReceivedIncludingCancelledOnes() async {
    let one = await startCall(1, on: stub, pendingAfter: 1)
    one.cancel()
    await #expect(throws: CancellationError.self) { try await one.value }
    await stub.waitForRequests(1)
    let two = Task { [stub] in try await stub.call(2) }
    await stub.waitForRequests(2)
    #expect(stub.requests == [1, 2])
    #expect(stub.cancelledRequests == [1])
    two.cancel()
    await #expect(throws: CancellationError.self) { try await two.value }
    #expect(stub.cancelledRequests == [1, 2])
  }

  @Test func aResponderAnswersEveryCallAtOnce() async throws {
    let instant = AsyncStub<Int, String> { request in
      request < 0
        ? .failure(ServiceError.invalidResponse(reason: "negative")) : .success("#\(request)")
    }
    #expect(try await instant.call(1) == "#1")
    #expect(try await instant.call(2) == "#2")
    await #expect(throws: ServiceError.invalidResponse(reason: "negative")) {
      try await instant.call(-1)
    }
    #expect(instant.requests == [1, 2, -1])
    #expect(instant.pendingRequests == [])
  }
}
