import Testing

/// Lets other main-actor work (a `Task` the test started) run until `condition` holds.
///
/// A presenter test's waits do not see a `Task` the test starts itself, so a test lets such a
/// task reach its first suspension with this before it waits. It does not hang when `condition`
/// never holds: after `limit` turns of the main actor it records an issue and returns. The limit
/// is a count of yields, not a time: the work waited for is already enqueued and needs a few
/// turns.
///
/// - Parameters:
///   - limit: How many yields to allow, 1,000 by default.
///   - condition: What the test waits for, checked after each yield.
@MainActor
func yieldUntil(
  limit: Int = 1_000,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ condition: () -> Bool
) async {
  for _ in 0..<limit {
    if condition() { return }
    await Task.yield()
  }
  if !condition() {
    Issue.record(
      "yieldUntil: the condition did not hold after \(limit) yields", sourceLocation: sourceLocation
    )
  }
}
