import Foundation
import MVPCore

/// A controllable stand-in for an `async throws` service method: each call suspends until the test
/// answers it, so a test decides the order in which concurrent requests finish.
///
/// ```swift
/// let loadPage = AsyncStub<PageQuery, [User]>()
/// presenter.viewDidLoad()                       // the presenter calls loadPage.call(...)
/// await loadPage.waitForPendingRequests(1)         // the call has arrived
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
  private let log = StubCallLog<Request, Continuation>(
    name: "AsyncStub<\(Request.self), \(Response.self)>")
  private let honorsCancellation: Bool
  // Set once, in `init`.
  private let responder: (@Sendable (Request) -> Result<Response, any Error>)?

  /// Creates a stub whose calls wait for the test.
  ///
  /// - Parameter honorsCancellation: Whether a pending call throws `CancellationError` when its
  ///   task is cancelled (`true`, the default), or keeps waiting for the test's answer (`false`).
  public init(honorsCancellation: Bool = true) {
    self.honorsCancellation = honorsCancellation
    self.responder = nil
    log.ledger?.register(self)
  }

  /// Creates a stub that answers every call at once.
  ///
  /// - Parameter responder: Computes the answer to each request.
  public init(responder: @escaping @Sendable (Request) -> Result<Response, any Error>) {
    self.honorsCancellation = true
    self.responder = responder
    log.ledger?.register(self)
  }

  /// Every request received, in order, answered or not.
  public var requests: [Request] {
    log.requests
  }

  /// The requests still waiting for an answer, oldest first (including cancelled ones, when the
  /// stub does not honour cancellation).
  public var pendingRequests: [Request] {
    log.pendingRequests
  }

  /// The requests whose task was cancelled while they waited, in cancellation order.
  public var cancelledRequests: [Request] {
    log.cancelledRequests
  }

  /// The service method's body: records `request` and suspends until the test answers it.
  ///
  /// - Parameter request: The call's arguments.
  /// - Returns: The response the test supplies.
  /// - Throws: The error the test supplies, or `CancellationError` when the task is cancelled and
  ///   the stub honours cancellation.
  public func call(_ request: Request) async throws -> Response {
    let work = WorkObservation.currentWork
    let (log, responder) = (self.log, self.responder)
    let number = log.locked { $0.receive(request) }
    TestLedger.work(work, calls: log.name)
    log.changed()
    if let responder { return try responder(request).get() }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let cancelledFirst = log.locked { state -> Bool in
          if state.cancelledNumbers.contains(number) { return true }
          state.addPending(number, request, work: work, answer: continuation, name: log.name)
          return false
        }
        if cancelledFirst {
          continuation.resume(throwing: CancellationError())
        } else {
          log.changed()
        }
      }
    } onCancel: { [honorsCancellation] in
      let call = log.locked { state -> StubCallLog<Request, Continuation>.Pending? in
        guard state.cancel(number, request), honorsCancellation else { return nil }
        return state.takePending { $0.firstIndex { $0.number == number } }
      }
      if let work = call?.work { TestLedger.workResumes(work) }
      call?.answer.resume(throwing: CancellationError())
      log.changed()
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
  public func waitForPendingRequests(
    _ count: Int = 1,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await log.wait(
      until: { pendingCount, _ in pendingCount >= count },
      waiting: "waitForPendingRequests(\(count))",
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Suspends until at least `count` calls were received in all, counting from creation: calls
  /// answered, pending and cancelled since all count.
  ///
  /// Inside a ``PresenterTest`` it fails at once when the calls cannot come, as
  /// ``waitForPendingRequests(_:fileID:filePath:line:column:)`` does. Elsewhere it never times out.
  ///
  /// - Parameters:
  ///   - count: The total number of calls to wait for, 1 or more.
  ///   - fileID: The caller's `#fileID`, for the failure when the calls cannot come.
  ///   - filePath: The caller's `#filePath`.
  ///   - line: The caller's `#line`.
  ///   - column: The caller's `#column`.
  public func waitForRequests(
    _ count: Int,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await log.wait(
      until: { _, receivedCount in receivedCount >= count }, waiting: "waitForRequests(\(count))",
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
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
    answer(
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
    answer(
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
  public func answer(
    at index: Int,
    with result: Result<Response, any Error>,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    deliver(
      log.takePending(at: index), with: result, missing: "there is none at index \(index)",
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
  public func answer(
    where isMatch: (Request) -> Bool,
    with result: Result<Response, any Error>,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    deliver(
      log.takePending(where: isMatch), with: result, missing: "none has the request asked for",
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  private typealias Continuation = CheckedContinuation<Response, any Error>

  private func deliver(
    _ call: StubCallLog<Request, Continuation>.Pending?, with result: Result<Response, any Error>,
    missing: String, at location: FailureLocation
  ) {
    guard let call else { return log.recordMissingCall(missing, at: location) }
    if let work = call.work { TestLedger.workResumes(work) }
    call.answer.resume(with: result)
    log.changed()
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
    answer(
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
    answer(
      where: { $0 == request }, with: .failure(error), fileID: fileID, filePath: filePath,
      line: line, column: column)
  }
}

extension AsyncStub {
  /// The calls waiting for an answer, oldest first: each one's number (from 1, in arrival order),
  /// request and the work that made it.
  var pendingCalls: [(number: Int, request: Request, work: WorkID?)] {
    log.pendingCalls
  }
}

extension AsyncStub: LeftoverReporting {
  nonisolated var leftovers: [Leftover] {
    log.leftovers
  }
}
