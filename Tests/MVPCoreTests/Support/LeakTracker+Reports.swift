import MVPTestSupport
import Testing

extension LeakTracker {
  /// Runs ``expectAllDeallocated()`` expecting it to fail, and returns the failure messages it
  /// recorded, in order.
  func reportedFailures() -> [String] {
    let reported = LockedValue<[String]>([])
    withKnownIssue {
      expectAllDeallocated()
    } matching: { issue in
      reported.mutate { $0 += issue.comments.map(\.rawValue) }
      return true
    }
    return reported.value
  }
}
