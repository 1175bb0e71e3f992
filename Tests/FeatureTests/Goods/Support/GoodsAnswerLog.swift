import Foundation

/// Collects the answers of completion handlers called on any thread.
final class GoodsAnswerLog<Value: Sendable>: @unchecked Sendable {
  // Guarded by `lock`.
  private let lock = NSLock()
  private var stored: [Value] = []

  /// The answers so far, in arrival order.
  var values: [Value] {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }

  /// Records an answer.
  func append(_ value: Value) {
    lock.lock()
    stored.append(value)
    lock.unlock()
  }
}
