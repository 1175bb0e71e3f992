import MVPTestSupport
import Testing

extension LeakTracker {
  /// Runs ``expectAllDeallocated()`` expecting it to fail, and returns the failure messages it
  /// recorded, in order.
  func reportedFailures() async -> [String] {
    await TestFailure.collect { expectAllDeallocated() }.map(\.message)
  }
}
