import MVPCore

/// The end of a ``CheckWorld`` sequence: the rest and its checks, the release of the module and
/// the writes that outlive it.
extension CheckWorld {
  /// Brings the screen to rest (a loaded, visible view attached; every call answered) and checks
  /// the at-rest invariants, then that a fresh view is shown what the history shows.
  func settle(_ presenter: Presenter) async {
    guard let view = attached ?? views.last else { return }
    performed.append("at rest: \(view.name) attached and visible, every call answered")
    await step(failureDelivered: false) {
      if attached !== view { attach(view) }
      view.isVisible = true
      if !view.didLoad {
        view.didLoad = true
        send(.viewDidLoad, to: presenter)
      }
      send(.viewWillAppear, to: presenter)
      send(.viewDidAppear, to: presenter)
    }
    await answerEverything()
    guard found.isEmpty else { return }
    checkAtRest(view)
    guard found.isEmpty else { return }
    let expected = history
    let fresh = makeView(for: presenter)
    // What the replay shows, an error included, is checked against the history just below.
    await step(failureDelivered: true) { attach(fresh) }
    if fresh.screen != expected {
      found.append(
        CheckViolation(
          invariant: "replay agrees with history",
          detail: "a fresh view attached at rest shows \(fresh.screen); the history shows "
            + "\(expected)"))
    }
  }

  /// Answers every pending call with success, oldest stub first, until none is left; reports a
  /// presenter that still calls after 200 answers.
  func answerEverything() async {
    var rounds = 0
    while found.isEmpty, let stub = server.stubs.first(where: { !$0.pendingRequests().isEmpty }) {
      rounds += 1
      guard rounds <= 200 else {
        return found.append(
          CheckViolation(
            invariant: "comes to rest",
            detail: "200 answers later the presenter still calls \(stub.name)"))
      }
      await step(failureDelivered: false) { stub.answer(0) }
    }
  }

  func checkAtRest(_ view: CheckedView<View>) {
    // First: a source nobody drives explains the progress and the missing content below.
    checkLiveSourcesAreDriven()
    if !view.screen.progress.isEmpty {
      found.append(
        CheckViolation(
          invariant: "no progress at rest",
          detail: "\(view.name) shows \(view.screen) at rest (a show never hidden)"))
    }
    if !view.screen.isRestingContent {
      found.append(
        CheckViolation(
          invariant: "content, empty or error with retry at rest",
          detail: "\(view.name) shows \(view.screen) at rest"))
    }
    // Time stands still at rest: with `clockSleepersAreIdle`, a task sleeping on a ManualClock
    // (one line per sleeper, matched by its task's description) is not work left.
    var sleeping = checker.clockSleepersAreIdle ? ledger.workSleepingOnAClock() : []
    for line in ledger.pendingWorkOfLiveSources() {
      if let index = sleeping.firstIndex(where: { line.hasSuffix(": \($0) still running") }) {
        sleeping.remove(at: index)
        continue
      }
      found.append(
        CheckViolation(invariant: "no work left at rest", detail: line))
    }
    if let rows = view.screen.listRows {
      for model in server.models {
        guard let wrong = model.mismatch(shownRows: rows) else { continue }
        found.append(
          CheckViolation(invariant: "rows are the server's items", detail: "\(view.name) \(wrong)"))
      }
    }
    checkInvariants(atRest: true)
  }

  /// Checks at rest that the checker drives every live subscription open: each to a
  /// `LiveSourceStub` registered with `CheckerServer.pushes(_:name:failure:value:)`, none to a
  /// source of the app's, which nobody sends anything in a sequence.
  func checkLiveSourcesAreDriven() {
    for source in ledger.liveSources() where !server.pushes(source) {
      for subscription in source.openSubscriptionNames {
        found.append(
          CheckViolation(
            invariant: "live sources are driven",
            detail: "\(subscription) is open, and the checker sends it nothing: register its "
              + "stub with server.pushes(_:value:)"))
      }
    }
    for work in ledger.workAwaitingUnwatchedSources() {
      found.append(
        CheckViolation(
          invariant: "live sources are driven",
          detail: "\(work) subscribes to a live source that is not a LiveSourceStub, which the "
            + "checker cannot drive: give the presenter a LiveSourceStub and register it with "
            + "server.pushes(_:value:)"))
    }
  }

  /// Drops every reference to the presenter and its views, as when the user leaves the screen
  /// (or, `killing`, as a kill of the app does); with `checking`, checks what the release
  /// cancelled and that nothing the module made is alive, and notes whether a write ran (for
  /// ``CheckReport/sequencesLeftWhileWriting``).
  func release(checking: Bool, killing: Bool = false) async {
    if !killing { left = true }
    let declaredWriteRuns = aDeclaredWriteRuns
    let references: [(String, () -> AnyObject?)] =
      views.map { view in
        weak let object = view.view as AnyObject
        return (view.name, { object })
      }
      + (presenter.map { presenter in
        weak let object = presenter as AnyObject
        return [("the presenter", { object })]
      } ?? [])
    let drop = {
      self.presenter = nil
      self.attached = nil
      self.views.removeAll()
    }
    if killing { RestorationRoundTrip.kill(drop) } else { drop() }
    await quiesce()
    guard checking else { return }
    let released = killing ? "the kill" : "the presenter's release"
    if killing {
      // A kill ends every piece of work, writes included: what it cancels dies with the app.
      _ = ledger.takeCancelledWrites()
      _ = ledger.takeIntentWriteProblems()
    } else {
      leftWhileWriting = declaredWriteRuns || ledger.outlivedWriteCount > 0
      // A release cancels no write (its presenter's deinit neither).
      checkAfterStep()
    }
    for source in ledger.liveSources() {
      for subscription in source.openSubscriptionNames {
        found.append(
          CheckViolation(
            invariant: "subscriptions end with the screen",
            detail: "\(subscription) was still open after \(released) (an observer never "
              + "removed?)"))
      }
    }
    let survivors =
      references.compactMap { name, object in object() == nil ? nil : name }
      + ledger.liveObjects()
    guard !survivors.isEmpty else { return }
    found.append(
      CheckViolation(
        invariant: "nothing leaks after release",
        detail: "outlived \(killing ? "the kill" : "the module"): "
          + "\(survivors.joined(separator: ", ")) (a retain cycle?)"))
  }

  /// A write outlives its screen: the server answers what the writes still running wait for,
  /// then every write whose presenter was gone must have told its outcome to the app's
  /// `WriteOutcomes` (``CheckerServer/writeOutcomes``).
  func finishOutlivedWrites() async {
    for _ in 0..<200 {
      guard let (stub, index) = callOfRunningWork() else { break }
      performed.append(
        "the server answers \(stub.name) call #\(index) (\(stub.pendingRequests()[index])), "
          + "the screen left")
      await step(failureDelivered: false) { stub.answer(index) }
      guard found.isEmpty else { return }
    }
    writesCheckedAfterLeaving = ledger.outlivedWriteCount
    let (untold, told) = ledger.untoldWriteOutcomes()
    for line in untold {
      found.append(CheckViolation(invariant: "every write's outcome is told", detail: line))
    }
    let received = server.writeOutcomes.receivedCount
    guard received < told else { return }
    found.append(
      CheckViolation(
        invariant: "every write's outcome is told",
        detail: "\(told - received) of \(told) writes that ended after their presenter was "
          + "released told a WriteOutcomes that is not the app's (a WriteOutcomes of the "
          + "presenter's own, which nobody observes?)"))
  }

  /// Whether work a write intent started still runs, not cancelled.
  var aDeclaredWriteRuns: Bool {
    writes.contains { write in
      write.work.contains { ledger.isRunning($0) && !ledger.wasCancelled($0) }
    }
  }

  /// The first pending stub call made by work that still runs, and was not cancelled.
  func callOfRunningWork() -> (StubHandle, Int)? {
    for stub in server.stubs {
      let index = stub.pendingWork().firstIndex { work in
        work.map { ledger.isRunning($0.number) && !ledger.wasCancelled($0.number) } ?? false
      }
      if let index { return (stub, index) }
    }
    return nil
  }
}
