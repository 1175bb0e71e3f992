import Foundation

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
/// By default a pending call throws `CancellationError` as soon as its task is cancelled, as
/// `URLSession` does. Create it with `honorsCancellation: false` to model a service that ignores
/// cancellation, so a test can deliver a late answer to a superseded request.
///
/// Threading: every method is safe from any thread; the stub is `Sendable` and may be captured by
/// work running off the main actor.
public final class AsyncStub<Request: Sendable, Response: Sendable>: @unchecked Sendable {
  private struct Pending {
    let id: Int
    let request: Request
    var continuation: CheckedContinuation<Response, any Error>?
  }

  // All mutable state is guarded by `lock`.
  private let lock = NSLock()
  private let honorsCancellation: Bool
  private var responder: (@Sendable (Request) -> Result<Response, any Error>)?
  private var pending: [Pending] = []
  private var cancelledIDs: Set<Int> = []
  private var received: [Request] = []
  private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  private var nextID = 0

  /// Creates a stub whose calls wait for the test.
  ///
  /// - Parameter honorsCancellation: Whether a pending call throws `CancellationError` when its
  ///   task is cancelled (`true`, the default), or keeps waiting for the test's answer (`false`).
  public init(honorsCancellation: Bool = true) {
    self.honorsCancellation = honorsCancellation
  }

  /// Creates a stub that answers every call at once.
  ///
  /// - Parameter responder: Computes the answer to each request.
  public init(responder: @escaping @Sendable (Request) -> Result<Response, any Error>) {
    self.honorsCancellation = true
    self.responder = responder
  }

  /// Every request received, in order, answered or not.
  public var requests: [Request] {
    locked { received }
  }

  /// The requests still waiting for an answer, oldest first.
  public var pendingRequests: [Request] {
    locked { pending.map(\.request) }
  }

  /// The service method's body: records `request` and suspends until the test answers it.
  ///
  /// - Parameter request: The call's arguments.
  /// - Returns: The response the test supplies.
  /// - Throws: The error the test supplies, or `CancellationError` when the task is cancelled and
  ///   the stub honours cancellation.
  public func call(_ request: Request) async throws -> Response {
    let (id, immediate) = locked { () -> (Int, Result<Response, any Error>?) in
      received.append(request)
      defer { nextID += 1 }
      return (nextID, responder?(request))
    }
    if let immediate { return try immediate.get() }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let cancelled = locked { () -> Bool in
          if cancelledIDs.contains(id) { return true }
          pending.append(Pending(id: id, request: request, continuation: continuation))
          return false
        }
        if cancelled {
          continuation.resume(throwing: CancellationError())
        } else {
          resumeWaiters()
        }
      }
    } onCancel: {
      guard honorsCancellation else { return }
      let continuation = locked { () -> CheckedContinuation<Response, any Error>? in
        cancelledIDs.insert(id)
        guard let index = pending.firstIndex(where: { $0.id == id }) else { return nil }
        return pending.remove(at: index).continuation
      }
      continuation?.resume(throwing: CancellationError())
    }
  }

  /// Suspends until at least `count` calls are waiting for an answer. Never times out.
  ///
  /// - Parameter count: The number of pending calls to wait for, 1 or more.
  public func waitForPendingCalls(_ count: Int = 1) async {
    await withCheckedContinuation { continuation in
      let ready = locked { () -> Bool in
        if pending.count >= count { return true }
        waiters.append((count, continuation))
        return false
      }
      if ready { continuation.resume() }
    }
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
    let (count, continuation) = locked {
      () -> (Int, CheckedContinuation<Response, any Error>?) in
      guard pending.indices.contains(index) else { return (pending.count, nil) }
      return (pending.count, pending.remove(at: index).continuation)
    }
    guard let continuation else {
      TestFailure.record(
        "AsyncStub<\(Request.self), \(Response.self)> has \(count) pending calls; there is none "
          + "at index \(index)",
        fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
    continuation.resume(with: result)
  }

  private func resumeWaiters() {
    let ready = locked { () -> [CheckedContinuation<Void, Never>] in
      let ready = waiters.filter { $0.count <= pending.count }.map(\.continuation)
      waiters.removeAll { $0.count <= pending.count }
      return ready
    }
    for continuation in ready { continuation.resume() }
  }

  private func locked<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}
