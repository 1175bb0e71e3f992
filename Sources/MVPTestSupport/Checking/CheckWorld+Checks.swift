import MVPCore

/// Checking a step of a ``CheckWorld``: what the views received, and the invariants after it.
extension CheckWorld {
  /// Checks that a write intent the presenter accepted started work: one that started nothing
  /// was refused (a second tap while the same write runs, a row not shown, a message saying why)
  /// or lost. Keeps the work it started for the next taps.
  func checkWrite(
    _ tapped: StartedWrite, of intent: PresenterIntent<Presenter>, as described: String,
    started: [Int], visible: Bool
  ) {
    guard started.isEmpty else {
      return writes.append(StartedWrite(intent: tapped.intent, row: tapped.row, work: started))
    }
    // A user taps only a visible row; a refusal that says why is no lost write.
    guard visible, !toldTheUser, !intent.takesRow || tapped.row != nil else { return }
    let sameWriteRuns = writes.contains { earlier in
      let same = intent.takesRow ? earlier.row == tapped.row : earlier.intent == tapped.intent
      return same && earlier.work.contains(where: ledger.isRunning)
    }
    guard !sameWriteRuns else { return }
    let target = tapped.row.map { "row \($0)" } ?? "'\(tapped.intent)'"
    found.append(
      CheckViolation(
        invariant: "every write reaches the service",
        detail: "\(described) started no work and told the user nothing, while no write of "
          + "\(target) ran: the write is lost (refused under a key another write holds?)"))
  }

  /// Runs `body`, lets the presenter handle everything it caused, and checks the invariants.
  func step(failureDelivered: Bool, _ body: () -> Void) async {
    let errorShownBefore = history.isError
    toldTheUser = false
    body()
    await quiesce()
    noteArrivedCalls()
    var errorShown = false
    for view in views where view !== attached {
      let late = view.takeNewCalls()
      if let call = late.first {
        found.append(
          CheckViolation(
            invariant: "view calls reach only the attached view",
            detail: "\(view.name), not attached, received \(call)"))
      }
    }
    if let view = attached {
      errorShown = apply(view.takeNewCalls(), to: view)
      toldTheUser = toldTheUser || errorShown
    }
    if errorShown && !failureDelivered && !failureUnshown && !errorShownBefore {
      found.append(
        CheckViolation(
          invariant: "no self-cancellation shown",
          detail: "an error was shown though no failure reached the presenter (a cancellation it "
            + "asked for, shown as an error?)"))
    }
    failureUnshown = (failureUnshown || failureDelivered) && !errorShown
    checkAfterStep()
  }

  /// Applies calls made to `view` outside the checked step (during its detach or replacement).
  func absorb(_ view: CheckedView<View>, failureDelivered: Bool) {
    _ = apply(view.takeNewCalls(), to: view)
  }

  /// Applies `calls` to `view` and the history; returns whether an error state was shown.
  func apply(_ calls: [View.Call], to view: CheckedView<View>) -> Bool {
    var errorShown = false
    for entry in view.view.recorder.offMainCalls.drain() {
      found.append(
        CheckViolation(invariant: "view calls on the main actor", detail: entry.message))
    }
    for call in calls {
      let effect = checker.effect(call)
      if case .message = effect, !view.isVisible {
        found.append(
          CheckViolation(
            invariant: "no message to a hidden view",
            detail: "\(view.name) received \(call) while hidden (after viewDidDisappear)"))
      }
      if case .error = effect { errorShown = true }
      if case .message = effect { toldTheUser = true }
      if let wrong = view.screen.apply(effect) {
        found.append(
          CheckViolation(invariant: "row changes fit the rows shown", detail: "\(call) \(wrong)"))
      }
      _ = history.apply(effect)
      historyCalls.append(call)
    }
    return errorShown
  }

  func checkAfterStep() {
    let step = performed.last ?? "the step"
    for write in ledger.takeCancelledWrites() {
      found.append(
        CheckViolation(
          invariant: "no write cancelled",
          detail: "\(write), a write, was cancelled by: \(step) (a detach, a new request or the "
            + "presenter's release must let it finish)"))
    }
    let problems = ledger.takeIntentWriteProblems()
    for write in problems.cancelled {
      found.append(
        CheckViolation(
          invariant: "no declared write cancelled",
          detail: "\(write) was cancelled by: \(step) (start it with role: .write)"))
    }
    for write in problems.withoutService {
      found.append(
        CheckViolation(
          invariant: "every write reaches the service",
          detail: "\(write) ended without calling the service"))
    }
    if let view = attached, !view.screen.progress.isEmpty, ledger.liveWorkCount == 0 {
      found.append(
        CheckViolation(
          invariant: "no progress while no work runs",
          detail: "\(view.name) shows \(view.screen) while no work runs"
            + (step.hasPrefix(Self.relaunchStep)
              ? " (a read's progress restored? a read that died with the app loads again)" : "")))
    }
    checkInvariants(atRest: false)
  }

  /// Checks, once `view` was hidden, that no work waits on a `ManualClock`: repeating work (a
  /// poll, a countdown) pauses while the screen is hidden, as `ScreenLifecycle.repeating` does.
  func checkNoWorkWhileHidden(_ view: CheckedView<View>) {
    guard attached === view, !view.isVisible else { return }
    for work in ledger.workSleepingOnAClock().sorted() {
      found.append(
        CheckViolation(
          invariant: "no work while hidden",
          detail: "\(work) still waits on the clock after viewDidDisappear of \(view.name) "
            + "(repeating work must pause while the view is hidden)"))
    }
  }

  func checkInvariants(atRest: Bool) {
    guard let presenter else { return }
    let screen = checkedScreen(of: presenter, atRest: atRest)
    for invariant in checker.invariants where atRest || !invariant.atRestOnly {
      if let detail = invariant.check(screen) {
        found.append(CheckViolation(invariant: invariant.name, detail: detail))
      }
    }
  }

  func quiesce() async {
    let dispatcher = server.dispatcher
    await ledger.waitUntilQuiet { dispatcher.runAll() }
    server.noteArrivals()
  }
}
