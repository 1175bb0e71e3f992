import MVPCore

/// Fails the current test when any of `sources` still holds pending work: running presenter
/// tasks, completion-handler operations waiting for an answer, view updates queued for a view,
/// or dispatched work that has not run.
///
/// Call it at the end of a test, after awaiting `TaskScope/waitUntilIdle()` where the
/// presenter runs `async` work, so a test cannot pass while work it never looked at is still
/// outstanding.
///
/// - Parameters:
///   - sources: The presenter's `TaskScope`, its `ViewBinding`, a
///     ``ManualDispatcher``, or anything else conforming to `PendingWorkReporting`.
///   - fileID: The caller's `#fileID`.
///   - filePath: The caller's `#filePath`.
///   - line: The caller's `#line`.
///   - column: The caller's `#column`.
@MainActor
public func expectNoPendingWork(
  _ sources: any PendingWorkReporting...,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let pending = sources.flatMap { source in
    source.pendingWorkDescriptions.map { "\(type(of: source)): \($0)" }
  }
  guard !pending.isEmpty else { return }
  TestFailure.record(
    "Work is still pending:\n" + pending.map { "- \($0)" }.joined(separator: "\n"),
    fileID: fileID, filePath: filePath, line: line, column: column)
}
