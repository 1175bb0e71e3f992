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

  private struct Pending {
    let number: Int
    let request: Request
    let completion: Completion
    let work: WorkID?
  }

  private struct Waiter {
    let isReady: (Int, Int) -> Bool
    let continuation: CheckedContinuation<Void, Never>
  }

  // All mutable state is guarded by `lock`.
  private let lock = NSLock()
  private var pending: [Pending] = []
  private var received: [Request] = []
  private var cancelled: [Request] = []
  private var cancelledNumbers: Set<Int> = []
  private var waiters: [Waiter] = []
  /// The presenter test the stub was created in, if any.
  private let ledger = TestLedger.current

  /// Creates a stub with no calls; inside a ``PresenterTest`` it registers with the test.
  public init() {
    ledger?.register(self)
  }

  /// Every request received, in order.
  public var requests: [Request] {
    locked { received }
  }

  /// The requests not yet answered, oldest first, including cancelled ones.
  public var pendingRequests: [Request] {
    locked { pending.map(\.request) }
  }

  /// The requests whose `Cancellable` was cancelled, in cancellation order.
  public var cancelledRequests: [Request] {
    locked { cancelled }
  }

  /// The service method's body: records the call and keeps `completion` for the test.
  ///
  /// - Parameters:
  ///   - request: The call's arguments.
  ///   - completion: The service's completion handler.
  /// - Returns: A handle whose cancellation is recorded in ``cancelledRequests``.
  public func call(_ request: Request, completion: @escaping Completion) -> any Cancellable {
    let work = WorkObservation.currentWork
    let number = locked { () -> Int in
      received.append(request)
      let number = received.count
      // Marked in the same step that makes the call pending, so that no answer can come before
      // the mark.
      if let work { TestLedger.work(work, waitsFor: describe(number, request)) }
      pending.append(Pending(number: number, request: request, completion: completion, work: work))
      return number
    }
    changed()
    return CancellationHandle { [weak self] in
      guard let self else { return }
      locked {
        cancelledNumbers.insert(number)
        cancelled.append(request)
      }
      changed()
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
  public func waitForPendingCalls(
    _ count: Int = 1,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await wait(
      until: { pendingCount, _ in pendingCount >= count },
      waiting: "waitForPendingCalls(\(count))",
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
  public func waitForCalls(
    _ count: Int,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await wait(
      until: { _, receivedCount in receivedCount >= count }, waiting: "waitForCalls(\(count))",
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
    complete(
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
    complete(
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
  public func complete(
    at index: Int,
    with result: Result<Response, any Error>,
    on queue: DispatchQueue? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let call = locked { () -> Pending? in
      pending.indices.contains(index) ? pending.remove(at: index) : nil
    }
    answer(
      call, with: result, on: queue, missing: "there is none at index \(index)",
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
  public func complete(
    where isMatch: (Request) -> Bool,
    with result: Result<Response, any Error>,
    on queue: DispatchQueue? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let call = locked { () -> Pending? in
      pending.firstIndex { isMatch($0.request) }.map { pending.remove(at: $0) }
    }
    answer(
      call, with: result, on: queue, missing: "none has the request asked for",
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  private func answer(
    _ call: Pending?, with result: Result<Response, any Error>, on queue: DispatchQueue?,
    missing: String, at location: FailureLocation
  ) {
    guard let call else {
      let requests = pendingRequests
      let list = requests.isEmpty ? "" : ": " + requests.map { "\($0)" }.joined(separator: ", ")
      TestFailure.record(
        "\(name) has \(requests.count) pending calls\(list); \(missing)", at: location)
      return
    }
    if let work = call.work { TestLedger.workResumes(work) }
    changed()
    guard let queue else {
      call.completion(result)
      return
    }
    let ledger = self.ledger
    ledger?.answerSent()
    queue.async {
      call.completion(result)
      ledger?.answerDelivered()
    }
  }

  private var name: String {
    "CallbackStub<\(Request.self), \(Response.self)>"
  }

  private func describe(_ number: Int, _ request: Request) -> String {
    "\(name) call #\(number): \(request)"
  }

  private func wait(
    until isReady: @escaping (_ pending: Int, _ received: Int) -> Bool,
    waiting: String,
    at location: FailureLocation
  ) async {
    if let ledger {
      _ = await ledger.waitOrFail(
        until: { locked { isReady(pending.count, received.count) } },
        waiting: "\(waiting) of \(name)",
        detail: {
          locked {
            "It received \(received.count) calls: \(pending.count) pending, "
              + "\(cancelledNumbers.count) cancelled."
          }
        }, at: location)
      return
    }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let now = locked { () -> Bool in
        if isReady(pending.count, received.count) { return true }
        waiters.append(Waiter(isReady: isReady, continuation: continuation))
        return false
      }
      if now { continuation.resume() }
    }
  }

  /// Resumes the waits whose condition holds now, and tells the presenter test.
  private func changed() {
    let ready = locked { () -> [CheckedContinuation<Void, Never>] in
      let ready = waiters.filter { $0.isReady(pending.count, received.count) }
      waiters.removeAll { $0.isReady(pending.count, received.count) }
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
    complete(
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
    complete(
      where: { $0 == request }, with: .failure(error), on: queue, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }
}

extension CallbackStub: LeftoverReporting {
  nonisolated var leftovers: [Leftover] {
    locked { pending.filter { !cancelledNumbers.contains($0.number) } }.map {
      Leftover(check: .stubCalls, text: describe($0.number, $0.request))
    }
  }
}
