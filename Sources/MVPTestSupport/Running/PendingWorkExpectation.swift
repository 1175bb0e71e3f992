import MVPCore

/// Fails the current test when any of `sources` still holds pending work: running presenter
/// tasks, completion-handler operations waiting for an answer, view updates queued for a view,
/// or dispatched work that has not run.
///
/// Call it at the end of a test, after awaiting `TaskScope/waitUntilIdle()` where the
/// presenter runs `async` work, so a test cannot pass while work it never looked at is still
/// outstanding. A live subscription waiting for its next value (a `ResourceLoader` fed by a live
/// source) is not pending work; one starting, or showing a value, is.
///
/// - Parameters:
///   - sources: A `ScreenPresenter`, a `ScreenLifecycle`, a `TaskScope` (with the work of the
///     presenters embedded in its screen, as its waits), a `ViewBinding`, a
///     ``ManualDispatcher`` or a `RefreshWaiters`. Any other object is reported as a failure
///     ("reports no pending work"), since a test that passes it checks nothing.
///   - fileID: The caller's `#fileID`.
///   - filePath: The caller's `#filePath`.
///   - line: The caller's `#line`.
///   - column: The caller's `#column`.
@MainActor
public func expectNoPendingWork(
  _ sources: AnyObject...,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let pending = sources.flatMap { source in
    guard let lines = pendingWork(of: source) else {
      return [
        "\(type(of: source)) reports no pending work: pass a ScreenPresenter, its screen, "
          + "a TaskScope, a ViewBinding or a ManualDispatcher"
      ]
    }
    return lines.map { "\(type(of: source)): \($0)" }
  }
  guard !pending.isEmpty else { return }
  TestFailure.record(
    "Work is still pending:\n" + pending.map { "- \($0)" }.joined(separator: "\n"),
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The pending work `source` reports, or `nil` when it reports none: a ``ScreenPresenter``
/// through its requirement, MVPKit's objects through their package conformance.
@MainActor
private func pendingWork(of source: AnyObject) -> [String]? {
  if let presenter = source as? any ScreenPresenter { return presenter.pendingWorkDescriptions }
  // A screen's scope answers for the presenters embedded in the screen, as its waits do.
  if let scope = source as? TaskScope {
    return scope.pendingWorkDescriptions + scope.partsPendingWorkDescriptions
  }
  return (source as? any PendingWorkSource)?.pendingWorkDescriptions
}
