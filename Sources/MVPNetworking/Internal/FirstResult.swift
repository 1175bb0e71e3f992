import Foundation
import MVPCore

/// The first result of an operation, delivered exactly once to a continuation: whichever arrives
/// first of the operation's completion and the task's cancellation; later results are ignored.
///
/// A result given before the continuation is installed is kept and delivered on installation.
///
/// Threading: safe from any thread.
final class FirstResult<Value: Sendable>: @unchecked Sendable {
  // Guarded by `lock`.
  private let lock = NSLock()
  private var continuation: CheckedContinuation<Value, any Error>?
  private var early: Result<Value, ServiceError>?
  private var delivered = false

  /// Installs the continuation to resume, resuming it at once with a result already given.
  func wait(with continuation: CheckedContinuation<Value, any Error>) {
    lock.lock()
    let result = early
    if result == nil { self.continuation = continuation }
    early = nil
    lock.unlock()
    if let result { continuation.resume(with: result.mapError { $0 as any Error }) }
  }

  /// Delivers `result` if no result was delivered before.
  func resume(with result: Result<Value, ServiceError>) {
    lock.lock()
    guard !delivered else {
      lock.unlock()
      return
    }
    delivered = true
    let continuation = self.continuation
    self.continuation = nil
    if continuation == nil { early = result }
    lock.unlock()
    continuation?.resume(with: result.mapError { $0 as any Error })
  }
}
