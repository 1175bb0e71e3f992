extension TaskScope {
  /// Whether the work this scope numbered `id` (see ``whenCancelled(_:_:)``) still runs: a task
  /// or an operation that has neither ended nor been cancelled.
  ///
  /// - Parameter id: The work's number, ``nextID`` before it started.
  /// - Returns: `false` once it answered, was cancelled or never started.
  func isInFlight(_ id: Int) -> Bool {
    tasks[id] != nil || operations[id] != nil
  }
}
