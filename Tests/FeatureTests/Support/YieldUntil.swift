/// Lets other main-actor work (a `Task` the test started) run until `condition` holds.
///
/// Never times out: a condition that never holds hangs the test, which the run's `timeout`
/// bounds.
///
/// - Parameter condition: What the test waits for, checked after each yield.
@MainActor
func yieldUntil(_ condition: () -> Bool) async {
  while !condition() { await Task.yield() }
}
