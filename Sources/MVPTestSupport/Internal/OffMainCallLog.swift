import Foundation

/// The calls a ``CallRecorder`` received off the main queue, kept until the recorder's next
/// assertion reports them from the test's own context.
///
/// Swift Testing attributes an issue to the test whose task records it; a call made on a dispatch
/// thread has no such task, so reporting it there would be lost. Threading: safe from any thread.
final class OffMainCallLog: @unchecked Sendable {
  struct Entry {
    let message: String
    let fileID: String
    let filePath: StaticString
    let line: UInt
    let column: UInt
  }

  // Guarded by `lock`.
  private let lock = NSLock()
  private var entries: [Entry] = []

  func append(_ entry: Entry) {
    lock.lock()
    entries.append(entry)
    lock.unlock()
  }

  /// Returns the logged entries, oldest first, and forgets them.
  func drain() -> [Entry] {
    lock.lock()
    defer { lock.unlock() }
    let drained = entries
    entries.removeAll()
    return drained
  }
}
