/// Something that can say whether it still holds work that has not run or finished.
///
/// ``ViewBinding`` (queued one-shot updates), ``TaskScope`` (running tasks and tracked
/// operations) and test dispatchers conform, so that a test can fail when anything is left pending
/// at its end instead of passing by accident.
///
/// Threading: main actor only.
@MainActor
public protocol PendingWorkReporting: AnyObject {
  /// A human-readable line per pending item, empty when nothing is pending. Used in test failure
  /// messages, for example `["queued view update #2"]`.
  var pendingWorkDescriptions: [String] { get }
}
