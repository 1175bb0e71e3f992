import MVPCore

/// One stub a ``CheckerServer`` answers, with its types erased: its pending calls, and how to
/// answer, fail or cancel one of them.
///
/// After the app is killed (the checker's relaunch step) the calls pending then are the killed
/// process's: ``pending()`` hides them, so that no step answers them (nobody listens any more),
/// and only the end of the sequence fails them, to let their tasks end.
@MainActor
struct StubHandle {
  let name: String
  /// Whether it is a live source's: its pending calls are subscriptions waiting for a value.
  let isLiveSource: Bool
  /// Every pending call, the killed process's included, oldest first.
  let calls: () -> [StubCall]
  /// Computes the answers of calls that arrived since the last time, for a stub answered from a
  /// collection when its requests arrive; does nothing for others.
  let noteArrivals: () -> Void
  /// Answers the pending call numbered so with success.
  let answerCall: (Int) -> Void
  /// Fails the pending call numbered so: with `CancellationError` when the flag is set, else
  /// with the stub's failure.
  let failCall: (Int, Bool) -> Void
  /// Computes the server's answer to the pending call numbered so, delivering it to nobody: the
  /// server handled a request of a process that was killed meanwhile.
  let serveCall: (Int) -> Void
  /// The calls of killed processes, and the calls seen arriving.
  let book = StubCallBook()

  /// The calls pending for the live app: those of a killed process left out.
  func pending() -> [StubCall] {
    calls().filter { call in
      !book.killed.contains(call.number) && !(call.work.map(TestLedger.wasKilled) ?? false)
    }
  }

  /// The pending calls' requests, described.
  func pendingRequests() -> [String] {
    pending().map(\.request)
  }

  /// The work that made each pending call, when observed.
  func pendingWork() -> [WorkID?] {
    pending().map(\.work)
  }

  /// Answers the pending call at `index` with success.
  func answer(_ index: Int) {
    guard let call = pending().dropFirst(index).first else { return }
    answerCall(call.number)
  }

  /// Fails the pending call at `index`: with `CancellationError` when `cancels`, else with the
  /// stub's failure.
  func fail(_ index: Int, _ cancels: Bool) {
    guard let call = pending().dropFirst(index).first else { return }
    failCall(call.number, cancels)
  }

  /// The app is killed: the calls pending now are the killed process's; with `serving`, the
  /// server computes its answer to each, which reaches nobody.
  ///
  /// - Returns: The number of calls killed.
  func kill(serving: Bool) -> Int {
    let killed = pending()
    for call in killed {
      book.killed.insert(call.number)
      if serving && !isLiveSource { serveCall(call.number) }
    }
    return killed.count
  }

  /// The calls that arrived since the last time, killed ones left out; none for a live source.
  func takeArrivals() -> [StubCall] {
    guard !isLiveSource else { return [] }
    let arrived = pending().filter { !book.seen.contains($0.number) }
    book.seen.formUnion(arrived.map(\.number))
    return arrived
  }
}

/// A call pending on a ``StubHandle``: its number within the stub, its request described, and
/// the work that made it, when observed.
struct StubCall {
  let number: Int
  let request: String
  let work: WorkID?
}

/// What a ``StubHandle`` remembers of its calls: the numbers of the calls a kill left behind,
/// and of those seen arriving.
@MainActor
final class StubCallBook {
  var killed: Set<Int> = []
  var seen: Set<Int> = []
}
