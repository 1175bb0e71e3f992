import Foundation
import MVPCore

/// A controllable stand-in for an `async throws` service method: each call suspends until the test
/// answers it, so a test decides the order in which concurrent requests finish.
///
/// ```swift
/// let loadPage = AsyncStub<PageQuery, [User]>()
/// presenter.viewDidLoad()                       // the presenter calls loadPage.call(...)
/// await loadPage.waitForPendingCalls(1)         // the call has arrived
/// loadPage.succeed(with: users)                 // answer the oldest pending call
/// await presenter.tasks.waitUntilIdle()
/// ```
///
/// A test picks the call to answer by arrival (`at: 1`) or, when `Request` is `Equatable`, by its
/// request (`for: PageQuery(offset: 30, limit: 30)`).
///
/// By default a pending call throws `CancellationError` as soon as its task is cancelled, as
/// `URLSession` does. Create it with `honorsCancellation: false` to model a service that ignores
/// cancellation, so a test can deliver a late answer to a superseded request.
///
/// Inside a ``PresenterTest`` the stub registers with the test: a call neither answered nor
/// cancelled when the test ends fails it, and its waits fail at once when no work can make the
/// awaited calls any more (see ``PresenterTest``).
///
/// Threading: every method is safe from any thread; the stub is `Sendable` and may be captured by
/// work running off the main actor.
public final class AsyncStub<Request: Sendable, Response: Sendable>: @unchecked Sendable {
  private struct Pending {
    let number: Int
    let request: Request
    let work: WorkID?
    var continuation: CheckedContinuation<Response, any Error>?
  }

  private struct Waiter {
    let isReady: (State) -> Bool
    let continuation: CheckedContinuation<Void, Never>
  }

  private struct State {
    let pending: [Pending]
    let received: [Request]
  }

  // All mutable state is guarded by `lock`.
  private let lock = NSLock()
  private let honorsCancellation: Bool
  private var responder: (@Sendable (Request) -> Result<Response, any Error>)?
  private var pending: [Pending] = []
  private var cancelledNumbers: Set<Int> = []
  private var cancelled: [Request] = []
  private var received: [Request] = []
  private var waiters: [Waiter] = []
  /// The presenter test the stub was created in, if any.
  private let ledger = TestLedger.current

  /// Creates a stub whose calls wait for the test.
  ///
  /// - Parameter honorsCancellation: Whether a pending call throws `CancellationError` when its
  ///   task is cancelled (`true`, the default), or keeps waiting for the test's answer (`false`).
  public init(honorsCancellation: Bool = true) {
    self.honorsCancellation = honorsCancellation
    ledger?.register(self)
  }

  /// Creates a stub that answers every call at once.
  ///
  /// - Parameter responder: Computes the answer to each request.
  public init(responder: @escaping @Sendable (Request) -> Result<Response, any Error>) {
    self.honorsCancellation = true
    self.responder = responder
    ledger?.register(self)
  }

  /// Every request received, in order, answered or not.
  public var requests: [Request] {
    locked { received }
  }

  /// The requests still waiting for an answer, oldest first (including cancelled ones, when the
  /// stub does not honour cancellation).
  public var pendingRequests: [Request] {
    locked { pending.map(\.request) }
  }

  /// The requests whose task was cancelled while they waited, in cancellation order.
  public var cancelledRequests: [Request] {
    locked { cancelled }
  }

  /// The service method's body: records `request` and suspends until the test answers it.
  ///
  /// - Parameter request: The call's arguments.
  /// - Returns: The response the test supplies.
  /// - Throws: The error the test supplies, or `CancellationError` when the task is cancelled and
  ///   the stub honours cancellation.
  public func call(_ request: Request) async throws -> Response {
    let work = WorkObservation.currentWork
    let (number, immediate) = locked { () -> (Int, Result<Response, any Error>?) in
      received.append(request)
      return (received.count, responder?(request))
    }
    changed()
    if let immediate { return try immediate.get() }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let cancelledFirst = locked { () -> Bool in
          if cancelledNumbers.contains(number) { return true }
          // Marked in the same step that makes the call pending, so that no answer can come
          // before the mark.
          if let work { TestLedger.work(work, waitsFor: describe(number, request)) }
          pending.append(
            Pending(number: number, request: request, work: work, continuation: continuation))
          return false
        }
        if cancelledFirst {
          continuation.resume(throwing: CancellationError())
        } else {
          changed()
        }
      }
    } onCancel: {
      let (continuation, work) = locked {
        () -> (CheckedContinuation<Response, any Error>?, WorkID?) in
        guard cancelledNumbers.insert(number).inserted else { return (nil, nil) }
        cancelled.append(request)
        guard honorsCancellation,
          let index = pending.firstIndex(where: { $0.number == number })
        else { return (nil, nil) }
        let call = pending.remove(at: index)
        return (call.continuation, call.work)
      }
      if let work { TestLedger.workResumes(work) }
      continuation?.resume(throwing: CancellationError())
      changed()
    }
  }

  /// Suspends until at least `count` calls are waiting for an answer.
  ///
  /// Inside a ``PresenterTest`` it fails at once when the calls cannot come: every piece of work
  /// left waits for a stub call the test has not answered (for example when the presenter
  /// cancelled one of the calls, or was never told to load). Elsewhere it never times out.
  ///
  /// - Parameters:
  ///   - count: The number of pending calls to wait for, 1 or more.
  ///   - fileID: The caller's `#fileID`, for the failure when the calls cannot come.
  ///   - filePath: The caller's `#filePath`.
  ///   - line: The caller's `#line`.
  ///   - column: The caller's `#column`.
  public func waitForPendingCalls(
    _ count: Int = 1,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await wait(
      until: { $0.pending.count >= count }, waiting: "waitForPendingCalls(\(count))",
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Suspends until at least `count` calls were received in all, counting from creation: calls
  /// answered, pending and cancelled since all count.
  ///
  /// Inside a ``PresenterTest`` it fails at once when the calls cannot come, as
  /// ``waitForPendingCalls(_:fileID:filePath:line:column:)`` does. Elsewhere it never times out.
  ///
  /// - Parameters:
  ///   - count: The total number of calls to wait for, 1 or more.
  ///   - fileID: The caller's `#fileID`, for the failure when the calls cannot come.
  ///   - filePath: The caller's `#filePath`.
  ///   - line: The caller's `#line`.
  ///   - column: The caller's `#column`.
  public func waitForCalls(
    _ count: Int,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await wait(
      until: { $0.received.count >= count }, waiting: "waitForCalls(\(count))", fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Answers a pending call with `response`.
  ///
  /// - Parameters:
  ///   - response: The response to return.
  ///   - index: Which pending call, oldest first; defaults to 0. When there is no such call the
  ///     test fails (it answers a call that never came) and nothing else happens.
  ///   - fileID: The caller's `#fileID`, for the failure when there is no such call.
  ///   - filePath: The caller's `#filePath`.
  ///   - line: The caller's `#line`.
  ///   - column: The caller's `#column`.
  public func succeed(
    with response: Response,
    at index: Int = 0,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    resume(
      at: index, with: .success(response), fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Answers a pending call with `error`.
  ///
  /// - Parameters:
  ///   - error: The error to throw.
  ///   - index: Which pending call, oldest first; defaults to 0. When there is no such call the
  ///     test fails and nothing else happens.
  ///   - fileID: The caller's `#fileID`, for the failure when there is no such call.
  ///   - filePath: The caller's `#filePath`.
  ///   - line: The caller's `#line`.
  ///   - column: The caller's `#column`.
  public func fail(
    with error: any Error,
    at index: Int = 0,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    resume(
      at: index, with: .failure(error), fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Answers a pending call.
  ///
  /// - Parameters:
  ///   - index: Which pending call, oldest first. When there is no such call the test fails and
  ///     nothing else happens.
  ///   - result: The response or error.
  ///   - fileID: The caller's `#fileID`, for the failure when there is no such call.
  ///   - filePath: The caller's `#filePath`.
  ///   - line: The caller's `#line`.
  ///   - column: The caller's `#column`.
  public func resume(
    at index: Int,
    with result: Result<Response, any Error>,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let call = locked { () -> Pending? in
      pending.indices.contains(index) ? pending.remove(at: index) : nil
    }
    answer(
      call, with: result, missing: "there is none at index \(index)",
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Answers the oldest pending call whose request matches `isMatch`.
  ///
  /// - Parameters:
  ///   - isMatch: Tells the call to answer by its request.
  ///   - result: The response or error.
  ///   - fileID: The caller's `#fileID`, for the failure when no pending call matches.
  ///   - filePath: The caller's `#filePath`.
  ///   - line: The caller's `#line`.
  ///   - column: The caller's `#column`.
  public func resume(
    where isMatch: (Request) -> Bool,
    with result: Result<Response, any Error>,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let call = locked { () -> Pending? in
      pending.firstIndex { isMatch($0.request) }.map { pending.remove(at: $0) }
    }
    answer(
      call, with: result, missing: "none has the request asked for",
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  private func answer(
    _ call: Pending?, with result: Result<Response, any Error>, missing: String,
    at location: FailureLocation
  ) {
    guard let call else {
      let requests = pendingRequests
      let list = requests.isEmpty ? "" : ": " + requests.map { "\($0)" }.joined(separator: ", ")
      TestFailure.record(
        "\(name) has \(requests.count) pending calls\(list); \(missing)", at: location)
      return
    }
    if let work = call.work { TestLedger.workResumes(work) }
    call.continuation?.resume(with: result)
    changed()
  }

  private var name: String {
    "AsyncStub<\(Request.self), \(Response.self)>"
  }

  private func describe(_ number: Int, _ request: Request) -> String {
    "\(name) call #\(number): \(request)"
  }

  private var state: State {
    State(pending: pending, received: received)
  }

  private func wait(
    until isReady: @escaping (State) -> Bool,
    waiting: String,
    fileID: String,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) async {
    if let ledger {
      _ = await ledger.waitOrFail(
        until: { locked { isReady(state) } }, waiting: "\(waiting) of \(name)",
        detail: { stateDescription }, fileID: fileID, filePath: filePath, line: line,
        column: column)
      return
    }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let now = locked { () -> Bool in
        if isReady(state) { return true }
        waiters.append(Waiter(isReady: isReady, continuation: continuation))
        return false
      }
      if now { continuation.resume() }
    }
  }

  private var stateDescription: String {
    locked {
      "It received \(received.count) calls: \(pending.count) pending, "
        + "\(cancelledNumbers.count) cancelled."
    }
  }

  /// Resumes the waits whose condition holds now, and tells the presenter test.
  private func changed() {
    let ready = locked { () -> [CheckedContinuation<Void, Never>] in
      let now = state
      let ready = waiters.filter { $0.isReady(now) }
      waiters.removeAll { $0.isReady(now) }
      return ready.map(\.continuation)
    }
    for continuation in ready { continuation.resume() }
    ledger?.changed()
  }

  private func locked<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}

extension AsyncStub where Request: Equatable {
  /// Answers the oldest pending call for `request` with `response`.
  ///
  /// - Parameters:
  ///   - response: The response to return.
  ///   - request: The request of the call to answer. When no pending call has it, the test fails
  ///     and nothing else happens.
  ///   - fileID: The caller's `#fileID`, for the failure when there is no such call.
  ///   - filePath: The caller's `#filePath`.
  ///   - line: The caller's `#line`.
  ///   - column: The caller's `#column`.
  public func succeed(
    with response: Response,
    for request: Request,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    resume(
      where: { $0 == request }, with: .success(response), fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  /// Answers the oldest pending call for `request` with `error`.
  ///
  /// - Parameters:
  ///   - error: The error to throw.
  ///   - request: The request of the call to answer. When no pending call has it, the test fails
  ///     and nothing else happens.
  ///   - fileID: The caller's `#fileID`, for the failure when there is no such call.
  ///   - filePath: The caller's `#filePath`.
  ///   - line: The caller's `#line`.
  ///   - column: The caller's `#column`.
  public func fail(
    with error: any Error,
    for request: Request,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    resume(
      where: { $0 == request }, with: .failure(error), fileID: fileID, filePath: filePath,
      line: line, column: column)
  }
}

extension AsyncStub: LeftoverReporting {
  nonisolated var leftovers: [Leftover] {
    locked { pending.filter { !cancelledNumbers.contains($0.number) } }.map {
      Leftover(check: .stubCalls, text: describe($0.number, $0.request))
    }
  }
}
