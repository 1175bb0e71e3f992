extension TaskScope {
  /// Waits until every task in the scope, including ones started while waiting, has finished;
  /// with `includingParts`, every task in the scopes of the presenters embedded in its screen
  /// too (parts of parts included), until all of them are idle at the same time.
  ///
  /// Not public API: tests call `MVPTestSupport`'s `TaskScope.waitUntilIdle()`, which forwards
  /// here; the kit's own executables (the demo's scripted session) call it directly.
  ///
  /// Cancelled tasks are awaited too, until they unwind. Completion-handler operations are not
  /// awaited: they finish when their service answers, which a test drives itself. A live
  /// subscription is awaited until it waits for its next value (inside a presenter test; never
  /// elsewhere).
  ///
  /// Inside a presenter test of `MVPTestSupport` the wait fails the test at once, naming the
  /// calls, when every task left waits for the test (a stub call it has not answered, a
  /// `ManualClock` it has not moved): the test is the only one who could change that, and it is
  /// waiting here. Elsewhere it never times out.
  ///
  /// - Parameters:
  ///   - includingParts: Whether the work of the embedded presenters is awaited too (`true` for
  ///     the test kit's waits); `false` (the default) awaits this scope alone, as the demo's
  ///     session does, whose embedded countdowns tick for as long as their screen shows.
  ///   - fileID: The caller's `#fileID`, for that failure.
  ///   - filePath: The caller's `#filePath`.
  ///   - line: The caller's `#line`.
  ///   - column: The caller's `#column`.
  package func awaitIdle(
    includingParts: Bool = false,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    if let observer {
      _ = await observer.wait(
        until: {
          self.scopes(includingParts).allSatisfy {
            $0.tasks.values.allSatisfy(\.isIdleSubscription) && $0.unwinding.isEmpty
          }
        },
        waiting: "waitUntilIdle()", fileID: fileID, filePath: filePath, line: line,
        column: column)
      return
    }
    // Work in one part may start work in another: only a pass that finds every scope idle ends.
    while let task = firstTask(includingParts) {
      await task.value
    }
  }

  /// A task running or unwinding in this scope or, with `includingParts`, in a scope of its parts
  /// (see ``withParts()``), live subscriptions aside; `nil` when every one of them is idle now.
  private func firstTask(_ includingParts: Bool) -> Task<Void, Never>? {
    for scope in scopes(includingParts) {
      let running = scope.tasks.values.first { $0.activity == nil }
      if let entry = running ?? scope.unwinding.values.first { return entry.task }
    }
    return nil
  }

  /// Waits until every task running under `key` when called has finished, in this scope and,
  /// with `includingParts`, in the scopes of the presenters embedded in its screen (parts of
  /// parts included), leaving other work running. Lets a test observe one request's outcome
  /// while another is still pending.
  ///
  /// Not public API: tests call `MVPTestSupport`'s `TaskScope.waitUntilFinished(_:)`, which
  /// forwards here.
  ///
  /// Inside a presenter test of `MVPTestSupport` the wait fails the test at once when it can
  /// never end, as ``awaitIdle(fileID:filePath:line:column:)`` does; a live subscription under
  /// `key` is awaited until it waits for its next value (never outside a presenter test).
  ///
  /// - Parameters:
  ///   - key: The key the tasks were started under.
  ///   - includingParts: Whether the embedded presenters' tasks under `key` are awaited too;
  ///     `false` by default.
  ///   - fileID: The caller's `#fileID`, for that failure.
  ///   - filePath: The caller's `#filePath`.
  ///   - line: The caller's `#line`.
  ///   - column: The caller's `#column`.
  package func awaitFinished(
    _ key: ScreenKey,
    includingParts: Bool = false,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let awaited = scopes(includingParts).flatMap { scope in
      (Array(scope.tasks.values) + Array(scope.unwinding.values)).filter { $0.key == key }.map {
        (scope: scope, task: $0.task, isSubscription: $0.activity != nil)
      }
    }
    if let observer {
      _ = await observer.wait(
        until: {
          awaited.allSatisfy { scope, task, _ in
            !scope.tasks.values.contains { $0.task == task && !$0.isIdleSubscription }
              && !scope.unwinding.values.contains { $0.task == task }
          }
        }, waiting: "waitUntilFinished('\(key)')", fileID: fileID, filePath: filePath, line: line,
        column: column)
      return
    }
    for entry in awaited where !entry.isSubscription {
      await entry.task.value
    }
  }

  /// Adds the scope of a presenter embedded in the screen that owns this scope, so that the
  /// waits above await its work too (and, through it, the work of the presenters embedded in
  /// that presenter). ``ScreenLifecycle/embed(_:view:)`` calls it; adding a scope again, or this
  /// scope itself, does nothing.
  ///
  /// - Parameter part: The embedded presenter's scope; held weakly.
  func addPart(_ part: TaskScope) {
    guard part !== self else { return }
    parts.removeAll { $0.scope == nil }
    guard !parts.contains(where: { $0.scope === part }) else { return }
    parts.append(WeakTaskScope(scope: part))
  }

  /// This scope followed by the live scopes of its parts, their parts' scopes and so on, each
  /// once (a part embedded twice, or a cycle, is visited once).
  func withParts() -> [TaskScope] {
    var scopes = [self]
    var index = 0
    while index < scopes.count {
      for part in scopes[index].parts {
        guard let scope = part.scope, !scopes.contains(where: { $0 === scope }) else { continue }
        scopes.append(scope)
      }
      index += 1
    }
    return scopes
  }

  /// ``withParts()`` when `includingParts`, else this scope alone.
  private func scopes(_ includingParts: Bool) -> [TaskScope] {
    includingParts ? withParts() : [self]
  }

  /// The pending work of the scopes of this scope's parts, recursively (see ``withParts()``),
  /// one line each, as ``pendingWorkDescriptions`` lists this scope's own; empty without parts.
  package var partsPendingWorkDescriptions: [String] {
    withParts().dropFirst().flatMap(\.pendingWorkDescriptions)
  }

  /// One line per running task or operation, for test failure messages; a live subscription
  /// (a `ResourceLoader` fed by a live source) waiting for its next value is not pending work.
  public var pendingWorkDescriptions: [String] {
    let running = tasks.filter { !$0.value.isIdleSubscription }.merging(unwinding) { first, _ in
      first
    }
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
