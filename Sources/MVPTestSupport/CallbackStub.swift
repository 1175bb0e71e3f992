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
/// Cancelling a call (through the returned `Cancellable`) records it in
/// ``cancelledRequests`` but keeps it answerable, so a test can deliver a late answer to a
/// superseded request and check that it is discarded.
///
/// Threading: every method is safe from any thread.
public final class CallbackStub<Request: Sendable, Response: Sendable>: @unchecked Sendable {
  /// The completion a call was given.
  public typealias Completion = @Sendable (Result<Response, any Error>) -> Void

  private struct Pending {
    let request: Request
    let completion: Completion
    let handle: CancellationHandle
  }

  // All mutable state is guarded by `lock`.
  private let lock = NSLock()
  private var pending: [Pending] = []
  private var received: [Request] = []
  private var cancelled: [Request] = []

  /// Creates a stub with no calls.
  public init() {}

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
    let handle = CancellationHandle { [weak self] in
      self?.locked { self?.cancelled.append(request) }
    }
    locked {
      received.append(request)
      pending.append(Pending(request: request, completion: completion, handle: handle))
    }
    return handle
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
    let (count, call) = locked { () -> (Int, Pending?) in
      guard pending.indices.contains(index) else { return (pending.count, nil) }
      return (pending.count, pending.remove(at: index))
    }
    guard let call else {
      TestFailure.record(
        "CallbackStub<\(Request.self), \(Response.self)> has \(count) pending calls; there is "
          + "none at index \(index)",
        fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
    if let queue {
      queue.async { call.completion(result) }
    } else {
      call.completion(result)
    }
  }

  private func locked<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}
