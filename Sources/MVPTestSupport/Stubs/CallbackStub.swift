import Dispatch
import Foundation
import MVPCore

/// A controllable stand-in for a completion-handler service method: it records each call and
/// holds its completion until the test answers it, on the thread the test chooses.
///
/// ```swift
/// let loadPage = CallbackStub<PageQuery, ProductPage>()
/// presenter.viewDidLoad()                                   // calls loadPage.call(...)
/// loadPage.succeed(with: page)                              // answers inline
/// loadPage.succeed(with: page, on: .global())               // or from a background thread
/// ```
///
/// A test picks the call to answer by arrival (`at: 1`) or, when `Request` is `Equatable`, by its
/// request (`for: PageQuery(offset: 20, limit: 20)`).
///
/// Cancelling a call (through the returned `Cancellable`) records it in
/// ``cancelledRequests`` but keeps it answerable, so a test can deliver a late answer to a
/// superseded request and check that it is discarded.
///
/// Inside a ``PresenterTest`` the stub registers with the test: a call neither answered nor
/// cancelled when the test ends fails it, and its waits fail at once when no work can make the
/// awaited calls any more (see ``PresenterTest``).
///
/// Threading: every method is safe from any thread.
public final class CallbackStub<Request: Sendable, Response: Sendable>: @unchecked Sendable {
  /// The completion a call was given.
  public typealias Completion = @Sendable (Result<Response, any Error>) -> Void

  private let log = StubCallLog<Request, Completion>(
    name: "CallbackStub<\(Request.self), \(Response.self)>")

  /// Creates a stub with no calls; inside a ``PresenterTest`` it registers with the test.
  public init() {
    log.ledger?.register(self)
  }

  /// Every request received, in order.
  public var requests: [Request] {
    log.requests
  }

  /// The requests not yet answered, oldest first, including cancelled ones.
  public var pendingRequests: [Request] {
    log.pendingRequests
  }

  /// The requests whose `Cancellable` was cancelled, in cancellation order.
  public var cancelledRequests: [Request] {
    log.cancelledRequests
  }

  /// The service method's body: records the call and keeps `completion` for the test.
  ///
  /// - Parameters:
  ///   - request: The call's arguments.
  ///   - completion: The service's completion handler.
  /// - Returns: A handle whose cancellation is recorded in ``cancelledRequests``; a stub for a
  ///   service that cannot cancel ignores it.
  @discardableResult
  public func call(_ request: Request, completion: @escaping Completion) -> any Cancellable {
    let work = WorkObservation.currentWork
    let log = self.log
    let number = log.locked { state in
      let number = state.receive(request)
      state.addPending(number, request, work: work, answer: completion, name: log.name)
      return number
    }
    TestLedger.work(work, calls: log.name)
    log.changed()
    // The call stays pending: a callback service may answer a cancelled call late.
    return CancellationHandle { [weak log] in
      guard let log else { return }
      _ = log.locked { $0.cancel(number, request) }
      log.changed()
    }
  }

  /// Suspends until at least `count` calls wait for an answer (cancelled ones included).
  ///
  /// Inside a ``PresenterTest`` it fails at once when the calls cannot come (see
  /// ``PresenterTest``). Elsewhere it never times out.
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
  /// Inside a ``PresenterTest`` it fails at once when the calls cannot come (see
  /// ``PresenterTest``). Elsewhere it never times out.
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
  ///   - response: The response.
  ///   - index: Which pending call, oldest first; defaults to 0. When there is no such call the
  ///     test fails (it answers a call that never came) and nothing else happens.
  ///   - queue: Where to call the completion: `nil` (the default) calls it inline on the caller's
  ///     thread; a queue such as `.global()` calls it asynchronously there.
  ///   - fileID: The caller's `#fileID`, for the failure when there is no such call.
  ///   - filePath: The caller's `#filePath`.
  ///   - line: The caller's `#line`.
  ///   - column: The caller's `#column`.
  public func succeed(
    with response: Response,
    at index: Int = 0,
    on queue: DispatchQueue? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    answer(
      at: index, with: .success(response), on: queue, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  /// Answers a pending call with `error`.
  ///
  /// - Parameters:
  ///   - error: The error.
  ///   - index: Which pending call, oldest first; defaults to 0. When there is no such call the
  ///     test fails and nothing else happens.
  ///   - queue: Where to call the completion; `nil` calls it inline.
  ///   - fileID: The caller's `#fileID`, for the failure when there is no such call.
  ///   - filePath: The caller's `#filePath`.
  ///   - line: The caller's `#line`.
  ///   - column: The caller's `#column`.
  public func fail(
    with error: any Error,
    at index: Int = 0,
    on queue: DispatchQueue? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    answer(
      at: index, with: .failure(error), on: queue, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Answers a pending call.
  ///
  /// - Parameters:
  ///   - index: Which pending call, oldest first. When there is no such call the test fails and
  ///     nothing else happens.
  ///   - result: The response or error.
  ///   - queue: Where to call the completion; `nil` calls it inline.
  ///   - fileID: The caller's `#fileID`, for the failure when there is no such call.
  ///   - filePath: The caller's `#filePath`.
  ///   - line: The caller's `#line`.
  ///   - column: The caller's `#column`.
  public func answer(
    at index: Int,
    with result: Result<Response, any Error>,
    on queue: DispatchQueue? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    deliver(
      log.takePending(at: index), with: result, on: queue,
      missing: "there is none at index \(index)",
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Answers the oldest pending call whose request matches `isMatch`.
  ///
  /// - Parameters:
  ///   - isMatch: Tells the call to answer by its request.
  ///   - result: The response or error.
  ///   - queue: Where to call the completion; `nil` calls it inline.
  ///   - fileID: The caller's `#fileID`, for the failure when no pending call matches.
  ///   - filePath: The caller's `#filePath`.
  ///   - line: The caller's `#line`.
  ///   - column: The caller's `#column`.
  public func answer(
    where isMatch: (Request) -> Bool,
    with result: Result<Response, any Error>,
    on queue: DispatchQueue? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    deliver(
      log.takePending(where: isMatch), with: result, on: queue,
      missing: "none has the request asked for",
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  private func deliver(
    _ call: StubCallLog<Request, Completion>.Pending?, with result: Result<Response, any Error>,
    on queue: DispatchQueue?, missing: String, at location: FailureLocation
  ) {
    guard let call else { return log.recordMissingCall(missing, at: location) }
    if let work = call.work { TestLedger.workResumes(work) }
    log.changed()
    guard let queue else {
      call.answer(result)
      return
    }
    let (ledger, completion) = (log.ledger, call.answer)
    ledger?.answerSent()
    queue.async {
      completion(result)
      ledger?.answerDelivered()
    }
  }
}

extension CallbackStub where Request: Equatable {
  /// Answers the oldest pending call for `request` with `response`.
  ///
  /// - Parameters:
  ///   - response: The response.
  ///   - request: The request of the call to answer. When no pending call has it, the test fails
  ///     and nothing else happens.
  ///   - queue: Where to call the completion; `nil` calls it inline.
  ///   - fileID: The caller's `#fileID`, for the failure when there is no such call.
  ///   - filePath: The caller's `#filePath`.
  ///   - line: The caller's `#line`.
  ///   - column: The caller's `#column`.
  public func succeed(
    with response: Response,
    for request: Request,
    on queue: DispatchQueue? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    answer(
      where: { $0 == request }, with: .success(response), on: queue, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Answers the oldest pending call for `request` with `error`.
  ///
  /// - Parameters:
  ///   - error: The error.
  ///   - request: The request of the call to answer. When no pending call has it, the test fails
  ///     and nothing else happens.
  ///   - queue: Where to call the completion; `nil` calls it inline.
  ///   - fileID: The caller's `#fileID`, for the failure when there is no such call.
  ///   - filePath: The caller's `#filePath`.
  ///   - line: The caller's `#line`.
  ///   - column: The caller's `#column`.
  public func fail(
    with error: any Error,
    for request: Request,
    on queue: DispatchQueue? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    answer(
      where: { $0 == request }, with: .failure(error), on: queue, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }
}

extension CallbackStub {
  /// The calls waiting for an answer, oldest first (cancelled ones included): each one's number
  /// (from 1, in arrival order), request and the work that made it.
  var pendingCalls: [(number: Int, request: Request, work: WorkID?)] {
    log.pendingCalls
  }
}

extension CallbackStub: LeftoverReporting {
  nonisolated var leftovers: [Leftover] {
    log.leftovers
  }
}
