import MVPCore

/// The relaunch step of a ``CheckWorld``: the app is killed and relaunched, and the invariants of
/// a relaunch (the same screen comes back, no progress is stuck, no write is sent twice, the saved
/// state comes back).
extension CheckWorld {
  /// How the step that builds the presenter again after a kill starts.
  static var relaunchStep: String { "relaunch:" }

  /// Kills the app as iOS ends a backgrounded one, and relaunches it from the state it saved:
  /// every screen's state saved and round-tripped through JSON; the presenter and its views
  /// released, the work still running abandoned (its calls are never answered to it: with
  /// `serverAnswers`, the server handles them and the answers reach nobody); a new presenter
  /// built in a scope restoring the state, with a new view attached, loaded and visible. With
  /// `comesToRest`, the relaunched screen then comes to rest and is compared with the screen
  /// before the kill.
  func killAndRelaunch(_ relaunch: CheckStep.Relaunch) async {
    let writeRuns = aDeclaredWriteRuns
    guard !relaunch.onlyWhileWriting || writeRuns else {
      return skip("the app is killed if a write runs: none runs")
    }
    // What the screen shows before the kill, for the comparisons at rest after the relaunch: the
    // history, while a view is attached (with none, updates wait for the next view, unseen).
    let before = attached == nil ? nil : history
    let keptChecks = keptForTheRelaunch()
    let killed = scope
    let noted = killed.problems.count
    let saved: [SavedScreenState]
    do {
      saved = try RestorationRoundTrip.savedStates(of: killed)
    } catch {
      performed.append("the app is killed: its screens save their state")
      return found.append(
        CheckViolation(
          invariant: "the saved state comes back",
          detail: "the saved state did not round-trip through JSON: \(error)"))
    }
    let parts = saved.flatMap { state in state.parts.keys.sorted().map { "\(state.kind) '\($0)'" } }
    relaunches.kills += 1
    if writeRuns { relaunches.killsWhileWriting += 1 }
    performed.append(
      "the app is killed\(writeRuns ? " while a write runs" : ""): its screens' state saved ("
        + (parts.isEmpty ? "nothing to restore" : parts.joined(separator: ", "))
        + ") through JSON, the presenter and its views released")
    await release(checking: true, killing: true)
    guard found.isEmpty else { return }
    let inFlight = server.stubs.reduce(0) { $0 + $1.kill(serving: relaunch.serverAnswers) }
    ledger.killRunningWork()
    relaunches.sentBeforeTheKill.merge(relaunches.sentThisLife) { _, new in new }
    relaunches.sentThisLife = [:]
    let calls = inFlight == 1 ? "the call in flight" : "the \(inFlight) calls in flight"
    let answered =
      inFlight == 0
      ? "no call in flight"
      : relaunch.serverAnswers
        ? "the server handles \(calls) and its answer reaches nobody"
        : "\(calls) never answered"
    performed[performed.count - 1] += ", \(answered)"
    await relaunchFrom(saved, killed: killed, notedBefore: noted)
    guard relaunch.comesToRest, found.isEmpty, let view = attached else { return }
    performed.append("the relaunched screen comes to rest: every call answered")
    await answerEverything()
    guard found.isEmpty else { return }
    relaunches.relaunchesCompared += 1
    checkAtRest(view)
    guard found.isEmpty, let relaunched = self.presenter else { return }
    if let before, !parts.isEmpty { compare(view, with: before, restoring: parts) }
    let screen = checkedScreen(of: relaunched, atRest: true)
    for (name, check) in keptChecks {
      if let detail = check(screen) {
        found.append(CheckViolation(invariant: name, detail: detail))
      }
    }
  }

  /// What the invariants across a relaunch keep of the screen before the kill: each one's name
  /// and its check of the relaunched screen. Keeps no reference to the presenter.
  func keptForTheRelaunch() -> [(String, @MainActor (CheckedScreen<Presenter, View>) -> String?)] {
    guard let presenter else { return [] }
    let screen = checkedScreen(of: presenter, atRest: false)
    return checker.invariants.compactMap { invariant in
      invariant.acrossRelaunch?(screen).map { (invariant.name, $0) }
    }
  }

  /// Builds the presenter again in a scope restoring `saved`, attaches a new view and sends it
  /// `viewDidLoad` and `viewWillAppear`; reports what did not come back.
  func relaunchFrom(
    _ saved: [SavedScreenState], killed: RestorationScope, notedBefore noted: Int
  ) async {
    left = false
    history = ShownScreen()
    historyCalls = []
    failureUnshown = false
    writes = []
    scope = RestorationScope(restoring: saved)
    server.relaunch()
    let (presenter, view) = scope.build {
      let presenter = checker.makePresenter(server)
      return (presenter, makeView(for: presenter))
    }
    self.presenter = presenter
    let problems = RestorationRoundTrip.problems(
      killed: killed, notedBefore: noted, relaunched: scope)
    if !problems.isEmpty {
      found.append(
        CheckViolation(
          invariant: "the saved state comes back",
          detail: "the relaunch did not get back all the killed app saved: "
            + problems.joined(separator: "; ")))
    }
    performed.append(
      "\(Self.relaunchStep) a new presenter built from the saved state, \(view.name) attached; "
        + "viewDidLoad; viewWillAppear")
    // A save running at the kill may be told as failed (the form's interrupted save): a failure
    // the relaunched screen may show.
    await step(failureDelivered: true) {
      attach(view)
      view.didLoad = true
      send(.viewDidLoad, to: presenter)
      send(.viewWillAppear, to: presenter)
    }
  }

  /// Checks that the relaunched screen at rest shows what `before` showed, as far as the state
  /// saved (`parts`, described) restores it: the same content value (a draft, a value of the
  /// presenter's), or at least as many rows as were shown that the server still has.
  func compare(_ view: CheckedView<View>, with before: ShownScreen, restoring parts: [String]) {
    let after = view.screen
    let expected: String
    switch before.content {
    case .value(let value):
      guard after.content != .value(value) else { return }
      expected = "content \(value) again"
    case .rows(let rows):
      let onTheServer = server.models.map(\.itemCount).max() ?? rows.count
      let least = min(rows.count, onTheServer)
      guard (after.listRows?.count ?? -1) < least else { return }
      expected =
        "at least \(least) rows again (\(rows.count) shown before the kill"
        + (server.models.isEmpty ? ")" : ", \(onTheServer) on the server now)")
    case .nothing, .empty, .error:
      return
    }
    found.append(
      CheckViolation(
        invariant: "the same screen comes back",
        detail: "after the relaunch, at rest, \(view.name) shows \(after); before the kill the "
          + "screen showed \(before), and with the state saved (\(parts.joined(separator: ", "))) "
          + "it should show \(expected)"))
  }

  /// Notes the calls that arrived at the stubs in the step, and reports a call a write intent
  /// sent before the last kill that arrives again, sent by no write intent since: the relaunched
  /// presenter sent it by itself ("no write sent twice").
  func noteArrivedCalls() {
    for stub in server.stubs {
      for call in stub.takeArrivals() {
        let key = "\(stub.name) (\(call.request))"
        let byAWrite =
          call.work.map { relaunches.writeWork.contains($0.number) }
          ?? (relaunches.intentRole == .write)
        if byAWrite {
          relaunches.sentThisLife[key] = performed.last ?? ""
          continue
        }
        guard let sender = relaunches.sentBeforeTheKill[key] else { continue }
        found.append(
          CheckViolation(
            invariant: "no write sent twice",
            detail: "\(key) was sent again after the relaunch, by: \(performed.last ?? "")"
              + "; '\(sender)' sent it before the app was killed, and no write intent since (a "
              + "write running at the kill must not be sent again by itself: offer the draft)"))
      }
    }
  }

  /// The screen as a ``PresenterInvariant`` sees it now.
  func checkedScreen(of presenter: Presenter, atRest: Bool) -> CheckedScreen<Presenter, View> {
    CheckedScreen(
      presenter: presenter, view: attached?.view, history: historyCalls,
      rows: attached?.screen.rows, isAtRest: atRest)
  }
}
