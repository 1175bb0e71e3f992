import Dispatch

/// Counts work items run on the main queue and records when the first and the last ran, for the
/// hop benchmark: written only on the main queue, read by the benchmark after `finished` is
/// signalled (the semaphore orders the accesses).
final class HopProbe: @unchecked Sendable {
  /// Signalled when the expected number of items has run.
  let finished = DispatchSemaphore(value: 0)
  private let expected: Int
  private var count = 0
  /// When the first item ran, in nanoseconds.
  private(set) var firstRan: UInt64 = 0
  /// When the last item ran, in nanoseconds.
  private(set) var lastRan: UInt64 = 0

  /// Creates a probe that waits for `expected` items.
  ///
  /// - Parameter expected: How many items will run.
  init(expected: Int) {
    self.expected = expected
  }

  /// Records one item; called on the main queue.
  func tick() {
    count += 1
    if count == 1 { firstRan = Stopwatch.now() }
    if count == expected {
      lastRan = Stopwatch.now()
      finished.signal()
    }
  }

  /// The main queue's nanoseconds per item between the first and the last.
  var nanosecondsPerItem: Double {
    Double(lastRan - firstRan) / Double(max(1, expected - 1))
  }
}
