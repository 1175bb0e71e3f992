import Foundation

/// A place for a ``Cancellable`` that may be cancelled before the operation it stands for has
/// started: whichever comes second of ``fill(_:)`` and ``cancel()`` cancels the operation.
///
/// Bridges a completion-handler operation into Swift concurrency, where the task's cancellation
/// handler can run before the operation's handle exists.
///
/// Threading: safe from any thread.
package final class CancellableSlot: Cancellable, @unchecked Sendable {
  // Guarded by `lock`.
  private let lock = NSLock()
  private var operation: (any Cancellable)?
  private var cancelled = false

  /// Creates an empty slot.
  package init() {}

  /// Stores the operation's handle, cancelling it at once when the slot was already cancelled.
  package func fill(_ handle: any Cancellable) {
    lock.lock()
    let cancelNow = cancelled
    if !cancelNow { operation = handle }
    lock.unlock()
    if cancelNow { handle.cancel() }
  }

  /// Cancels the stored operation, or the one stored later.
  package func cancel() {
    lock.lock()
    cancelled = true
    let handle = operation
    operation = nil
    lock.unlock()
    handle?.cancel()
  }
}
