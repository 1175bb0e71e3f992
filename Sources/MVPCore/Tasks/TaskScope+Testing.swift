extension TaskScope {
  /// Waits until every task in the scope, including ones started while waiting, has finished.
  ///
  /// Not public API: tests call `MVPTestSupport`'s `TaskScope.waitUntilIdle()`, which forwards
  /// here; the kit's own executables (the demo's scripted session) call it directly.
  ///
  /// Cancelled tasks are awaited too, until they unwind. Completion-handler operations are not
  /// awaited: they finish when their service answers, which a test drives itself.
  ///
  /// Inside a presenter test of `MVPTestSupport` the wait fails the test at once, naming the
  /// calls, when every task left waits for the test (a stub call it has not answered, a
  /// `ManualClock` it has not moved): the test is the only one who could change that, and it is
  /// waiting here. Elsewhere it never times out.
  ///
  /// - Parameters:
  ///   - fileID: The caller's `#fileID`, for that failure.
  ///   - filePath: The caller's `#filePath`.
  ///   - line: The caller's `#line`.
  ///   - column: The caller's `#column`.
  package func awaitIdle(
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    if let observer {
      _ = await observer.wait(
        until: { self.tasks.isEmpty && self.unwinding.isEmpty }, waiting: "waitUntilIdle()",
        fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
    while let entry = tasks.values.first ?? unwinding.values.first {
      await entry.task.value
    }
  }

  /// Waits until every task running under `key` when called has finished, leaving other work
  /// running. Lets a test observe one request's outcome while another is still pending.
  ///
  /// Not public API: tests call `MVPTestSupport`'s `TaskScope.waitUntilFinished(_:)`, which
  /// forwards here.
  ///
  /// Inside a presenter test of `MVPTestSupport` the wait fails the test at once when it can
  /// never end, as ``awaitIdle(fileID:filePath:line:column:)`` does.
  ///
  /// - Parameters:
  ///   - key: The key the tasks were started under.
  ///   - fileID: The caller's `#fileID`, for that failure.
  ///   - filePath: The caller's `#filePath`.
  ///   - line: The caller's `#line`.
  ///   - column: The caller's `#column`.
  package func awaitFinished(
    _ key: ScreenKey,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let entries = Array(tasks.values) + Array(unwinding.values)
    if let observer {
      let awaited = entries.filter { $0.key == key }.map(\.task)
      _ = await observer.wait(
        until: {
          awaited.allSatisfy { task in
            !self.tasks.values.contains { $0.task == task }
              && !self.unwinding.values.contains { $0.task == task }
          }
        }, waiting: "waitUntilFinished('\(key)')", fileID: fileID, filePath: filePath, line: line,
        column: column)
      return
    }
    for entry in entries where entry.key == key {
      await entry.task.value
    }
  }

  /// One line per running task or operation, for test failure messages.
  public var pendingWorkDescriptions: [String] {
    let running = tasks.merging(unwinding) { first, _ in first }
    let taskLines = running.sorted { $0.key < $1.key }.map { id, entry in
      Self.describeTask(id, key: entry.key) + (entry.task.isCancelled ? " (cancelled)" : "")
        + " still running"
    }
    let operationLines = operations.sorted { $0.key < $1.key }.map { id, entry in
      Self.describeOperation(id, key: entry.key) + " waiting for its answer"
    }
    return taskLines + operationLines
  }

  static func describeTask(_ id: Int, key: ScreenKey?) -> String {
    "task #\(id)\(key.map { " '\($0)'" } ?? "")"
  }

  static func describeOperation(_ id: Int, key: ScreenKey?) -> String {
    "operation #\(id)\(key.map { " '\($0)'" } ?? "")"
  }
}
