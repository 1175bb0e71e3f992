import Foundation

/// Collects the failures recorded inside ``TestFailure/collect(isolation:_:)`` instead of reporting them.
///
/// Threading: safe from any thread.
final class FailureCollector: @unchecked Sendable {
  /// The collector of the current task, if it runs inside ``TestFailure/collect(isolation:_:)``.
  @TaskLocal static var current: FailureCollector?

  // Guarded by `lock`.
  private let lock = NSLock()
  private var collected: [RecordedFailure] = []

  func append(_ failure: RecordedFailure) {
    lock.lock()
    collected.append(failure)
    lock.unlock()
  }

  var failures: [RecordedFailure] {
    lock.lock()
    defer { lock.unlock() }
    return collected
  }
}
