import Foundation

/// A ``Cancellable`` that runs a closure once, on the first call to ``cancel()``.
///
/// Wraps any cancellation mechanism (a `URLSessionTask`, a `Task`, a timer) without subclassing.
/// ``isCancelled`` lets the operation check, from any thread, whether it was cancelled.
///
/// Threading: safe from any thread; the closure runs on the thread that first calls ``cancel()``.
public final class CancellationHandle: Cancellable, @unchecked Sendable {
  // Guarded by `lock`.
  private let lock = NSLock()
  private var onCancel: (@Sendable () -> Void)?
  private var cancelled = false

  /// Creates a handle.
  ///
  /// - Parameter onCancel: Runs once, on the first ``cancel()``. Defaults to doing nothing.
  public init(onCancel: (@Sendable () -> Void)? = nil) {
    self.onCancel = onCancel
  }

  /// Whether ``cancel()`` has been called.
  public var isCancelled: Bool {
    lock.lock()
    defer { lock.unlock() }
    return cancelled
  }

  /// Marks the handle cancelled and runs the closure given at creation, the first time only.
  public func cancel() {
    lock.lock()
    let action = cancelled ? nil : onCancel
    cancelled = true
    onCancel = nil
    lock.unlock()
    action?()
  }
}
