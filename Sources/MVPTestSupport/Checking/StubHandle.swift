/// One stub a ``CheckerServer`` answers, with its types erased: how many calls wait, and how to
/// answer, fail or cancel one of them.
import MVPCore

@MainActor
struct StubHandle {
  let name: String
  let pendingRequests: () -> [String]
  /// The work that made each pending call, when observed.
  let pendingWork: () -> [WorkID?]
  /// Computes the answers of calls that arrived since the last time, for a stub answered from a
  /// collection when its requests arrive; does nothing for others.
  let noteArrivals: () -> Void
  let answer: (Int) -> Void
  /// Fails the pending call at an index: with `CancellationError` when the flag is set, else with
  /// the stub's failure.
  let fail: (Int, Bool) -> Void
}
