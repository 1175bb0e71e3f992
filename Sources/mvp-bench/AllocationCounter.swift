import CAllocationCounter

/// Counts the heap allocations the calling thread makes (Linux with glibc; see the
/// `CAllocationCounter` target).
enum AllocationCounter {
  /// Whether counting works in this process.
  static var isAvailable: Bool {
    allocation_counter_is_available() != 0
  }

  /// The allocations `body` makes per operation, on this thread.
  ///
  /// - Parameters:
  ///   - operations: How many operations `body` performs.
  ///   - body: The work.
  /// - Returns: Allocations per operation, or `nil` when counting is unavailable.
  static func perOperation(_ operations: Int, _ body: () -> Void) -> Double? {
    guard isAvailable else { return nil }
    let before = allocation_counter_thread_total()
    body()
    let after = allocation_counter_thread_total()
    return Double(after - before) / Double(max(1, operations))
  }

  /// A count per operation as text, `"n/a"` when unavailable.
  ///
  /// - Parameter value: The count.
  /// - Returns: For example `"2"` or `"0.05"`.
  static func text(_ value: Double?) -> String {
    value.map { SampleSet.format($0) } ?? "n/a"
  }
}
