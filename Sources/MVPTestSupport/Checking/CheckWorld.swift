import MVPCore

/// One sequence of a ``PresenterChecker``: a fresh presenter, its views and its server, driven
/// step by step and checked after every step, at rest and after release.
@MainActor
final class CheckWorld<Presenter: ViewAttachable, View: CallRecording> {
  private let checker: PresenterChecker<Presenter, View>
  private let ledger: TestLedger
  private let server = CheckerServer()
  private var presenter: Presenter?
  private var views: [CheckedView<View>] = []
  private var attached: CheckedView<View>?
  /// The view attached last, attached still or detached since: attached again, it keeps its
  /// visibility, as a `ViewBinding` keeps it.
  private weak var lastAttached: CheckedView<View>?
  /// What one view that received every call of every view would show.
  private var history = ShownScreen()
  private var historyCalls: [View.Call] = []
  /// Whether a failure reached the presenter that no error state has shown yet.
  private var failureUnshown = false
  private var found: [CheckViolation] = []
  /// The work each write intent started, for telling a refused second tap from a lost write.
  private var writes: [StartedWrite] = []
  /// Whether the current step showed the attached view a message or an error.
  private var toldTheUser = false
  /// What each step did, in order.
  private(set) var performed: [String] = []

  /// Whether the presenter's stubs answer from a ``CheckerCollection``.
  var hasServerModel: Bool { !server.models.isEmpty }

  init(checker: PresenterChecker<Presenter, View>, ledger: TestLedger) {
    self.checker = checker
    self.ledger = ledger
  }

  /// Builds the module, plays `steps`, brings the screen to rest and releases it; returns the
  /// first invariant broken.
  func play(_ steps: [CheckStep]) async -> CheckViolation? {
    let violation = await playSteps(steps)
    let leak = await release()
    return violation ?? leak
  }

  private func playSteps(_ steps: [CheckStep]) async -> CheckViolation? {
    let presenter = checker.makePresenter(server)
    self.presenter = presenter
    let view = makeView(for: presenter)
    performed.append("build the presenter and attach \(view.name); viewDidLoad; viewWillAppear")
    await step(failureDelivered: false) {
      attach(view)
      view.didLoad = true
      presenter.viewDidLoad()
      presenter.viewWillAppear()
    }
    if let violation = found.first { return violation }
    for next in steps {
      await perform(next, on: presenter)
      if let violation = found.first { return violation }
    }
    await settle(presenter)
    return found.first
  }

  // MARK: Steps

  private func perform(_ step: CheckStep, on presenter: Presenter) async {
    switch step {
    case .attachSameView:
      guard let view = attached ?? views.last else { return skip("attach the same view: none") }
      performed.append("attach \(view.name) again")
      await self.step(failureDelivered: false) { attach(view) }
    case .attachNewView:
      let view = makeView(for: presenter)
      performed.append("attach a new view, \(view.name)")
      await self.step(failureDelivered: false) { attach(view) }
    case .detachAttachedView:
      guard let view = attached else { return skip("detach the attached view: none") }
      performed.append("detach \(view.name)")
      await self.step(failureDelivered: false) { detach(view, from: presenter) }
    case .detachReplacedView:
      guard let view = views.last(where: { $0 !== attached }) else {
        return skip("late detach of a replaced view: none")
      }
      performed.append("late detach of \(view.name), already replaced")
      await self.step(failureDelivered: false) { detach(view, from: presenter) }
    case .lifecycle(let event):
      guard let view = attached else { return skip("\(event.rawValue): no view attached") }
      performed.append("\(event.rawValue) of \(view.name)")
      await self.step(failureDelivered: false) {
        switch event {
        case .viewDidLoad: view.didLoad = true
        case .viewWillAppear: view.isVisible = true
        case .viewDidDisappear: view.isVisible = false
        case .viewDidAppear, .viewWillDisappear: break
        }
        presenter.handle(event)
      }
    case .intent(let index, let row):
      let intent = checker.intents[index % checker.intents.count]
      guard let view = attached else {
        return skip("\(intent.describe(row: row)): no view attached")
      }
      let described = "\(intent.describe(row: row)) on \(view.name)"
      performed.append(described)
      let tapped = StartedWrite(
        intent: intent.name, row: intent.takesRow ? view.screen.rows?.dropFirst(row).first : nil,
        work: [])
      let visible = view.isVisible
      var started: [Int] = []
      await self.step(failureDelivered: false) {
        if let progress = intent.showsProgress {
          _ = view.screen.apply(.showProgress(progress))
          _ = history.apply(.showProgress(progress))
        }
        started = ledger.performIntent(intent.role, as: described) {
          intent.perform(presenter, row)
        }
      }
      if intent.role == .write {
        checkWrite(tapped, of: intent, as: described, started: started, visible: visible)
      }
    case .answer(let stub, let call):
      await answer(stub: stub, call: call, how: .success)
    case .fail(let stub, let call):
      await answer(stub: stub, call: call, how: .failure)
    case .cancelFromOutside(let stub, let call):
      await answer(stub: stub, call: call, how: .cancellation)
    case .serverChange(let a, let b):
      // Without a collection on the server there is nothing to change, and no step.
      guard !server.models.isEmpty else { return }
      let model = server.models[a % server.models.count]
      guard let change = model.changeBySomeoneElse(a / server.models.count, b) else {
        return skip("someone else changes the server: nothing left to change")
      }
      performed.append(change)
      await self.step(failureDelivered: false) {}
    }
  }

  /// Checks that a write intent the presenter accepted started work: one that started nothing
  /// was refused (a second tap while the same write runs, a row not shown, a message saying why)
  /// or lost. Keeps the work it started for the next taps.
  private func checkWrite(
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

  private enum Answer: String {
    case success = "answer"
    case failure = "fail"
    case cancellation = "cancel (not asked by the presenter)"
  }

  private func answer(stub raw: Int, call: Int, how: Answer) async {
    let busy = server.stubs.filter { !$0.pendingRequests().isEmpty }
    guard !busy.isEmpty else { return skip("\(how.rawValue) a call: none pending") }
    let stub = busy[raw % busy.count]
    let requests = stub.pendingRequests()
    let index = call % requests.count
    performed.append("\(how.rawValue) \(stub.name) call #\(index) (\(requests[index]))")
    await step(failureDelivered: how != .success) {
      switch how {
      case .success: stub.answer(index)
      case .failure: stub.fail(index, false)
      case .cancellation: stub.fail(index, true)
      }
    }
  }

  private func skip(_ description: String) {
    performed.append("(\(description))")
  }

  private func makeView(for presenter: Presenter) -> CheckedView<View> {
    let view = CheckedView(checker.makeView(presenter), name: "view \(views.count + 1)")
    views.append(view)
    return view
  }

  /// Attaches `view`: a different view than the last attached is visible, the same keeps its
  /// visibility. Calls the replaced view receives during the attach are its last legitimate ones.
  private func attach(_ view: CheckedView<View>) {
    guard let presenter, let typed = view.view as? Presenter.View else {
      return found.append(
        CheckViolation(
          invariant: "the view adopts the presenter's view protocol",
          detail: "\(type(of: view.view)) is not a \(Presenter.View.self)"))
    }
    let replaced = attached
    if lastAttached !== view { view.isVisible = true }
    attached = view
    lastAttached = view
    presenter.attach(typed)
    if let replaced, replaced !== view { absorb(replaced, failureDelivered: false) }
  }

  private func detach(_ view: CheckedView<View>, from presenter: Presenter) {
    guard let typed = view.view as? Presenter.View else { return }
    let wasAttached = attached === view
    presenter.detach(typed)
    if wasAttached {
      attached = nil
      absorb(view, failureDelivered: false)
    }
  }

  // MARK: Checking a step

  /// Runs `body`, lets the presenter handle everything it caused, and checks the invariants.
  private func step(failureDelivered: Bool, _ body: () -> Void) async {
    let errorShownBefore = history.isError
    toldTheUser = false
    body()
    await quiesce()
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
  private func absorb(_ view: CheckedView<View>, failureDelivered: Bool) {
    _ = apply(view.takeNewCalls(), to: view)
  }

  /// Applies `calls` to `view` and the history; returns whether an error state was shown.
  private func apply(_ calls: [View.Call], to view: CheckedView<View>) -> Bool {
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

  private func checkAfterStep() {
    for write in ledger.takeCancelledWrites() {
      found.append(
        CheckViolation(
          invariant: "no write cancelled",
          detail: "\(write), a write, was cancelled (a detach or a new request must let it finish)")
      )
    }
    let step = performed.last ?? "the step"
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
          detail: "\(view.name) shows \(view.screen) while no work runs"))
    }
    checkInvariants(atRest: false)
  }

  private func checkInvariants(atRest: Bool) {
    guard let presenter else { return }
    let screen = CheckedScreen(
      presenter: presenter, view: attached?.view, history: historyCalls,
      rows: attached?.screen.rows, isAtRest: atRest)
    for invariant in checker.invariants where atRest || !invariant.atRestOnly {
      if let detail = invariant.check(screen) {
        found.append(CheckViolation(invariant: invariant.name, detail: detail))
      }
    }
  }

  private func quiesce() async {
    let dispatcher = server.dispatcher
    await ledger.waitUntilQuiet { dispatcher.runAll() }
    server.noteArrivals()
  }

  // MARK: Rest and release

  /// Brings the screen to rest (a loaded, visible view attached; every call answered) and checks
  /// the at-rest invariants, then that a fresh view is shown what the history shows.
  private func settle(_ presenter: Presenter) async {
    guard let view = attached ?? views.last else { return }
    performed.append("at rest: \(view.name) attached and visible, every call answered")
    await step(failureDelivered: false) {
      if attached !== view { attach(view) }
      view.isVisible = true
      if !view.didLoad {
        view.didLoad = true
        presenter.viewDidLoad()
      }
      presenter.viewWillAppear()
      presenter.viewDidAppear()
    }
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

  private func checkAtRest(_ view: CheckedView<View>) {
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

  /// Drops every reference to the presenter and its views; returns a violation naming what
  /// outlived them.
  private func release() async -> CheckViolation? {
    let references: [(String, () -> AnyObject?)] =
      views.map { view in
        weak let object = view.view as AnyObject
        return (view.name, { object })
      }
      + (presenter.map { presenter in
        weak let object = presenter as AnyObject
        return [("the presenter", { object })]
      } ?? [])
    presenter = nil
    attached = nil
    views.removeAll()
    await quiesce()
    let survivors =
      references.compactMap { name, object in object() == nil ? nil : name }
      + ledger.liveObjects()
    // Nothing may wait forever on a stub: cancel what is left.
    for _ in 0..<100 {
      guard let stub = server.stubs.first(where: { !$0.pendingRequests().isEmpty }) else { break }
      stub.fail(0, true)
      await quiesce()
    }
    _ = ledger.finish(checking: [])
    guard !survivors.isEmpty else { return nil }
    return CheckViolation(
      invariant: "nothing leaks after release",
      detail: "outlived the module: \(survivors.joined(separator: ", ")) (a retain cycle?)")
  }
}
