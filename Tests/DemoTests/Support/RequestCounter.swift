import Foundation

/// Counts events from any thread, for loopback handlers that fail only some requests.
final class RequestCounter: @unchecked Sendable {
  // Guarded by `lock`.
  private let lock = NSLock()
  private var counts: [String: Int] = [:]

  /// Counts one more `key` and returns the new count, starting at 1.
  func next(_ key: String) -> Int {
    lock.lock()
    defer { lock.unlock() }
    counts[key, default: 0] += 1
    return counts[key, default: 0]
  }
}
