/// One stub a ``CheckerServer`` answers, with its types erased: how many calls wait, and how to
/// answer, fail or cancel one of them.
@MainActor
struct StubHandle {
  let name: String
  let pendingRequests: () -> [String]
  let answer: (Int) -> Void
  /// Fails the pending call at an index: with `CancellationError` when the flag is set, else with
  /// the stub's failure.
  let fail: (Int, Bool) -> Void
}
