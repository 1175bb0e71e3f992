import MVPCore

/// One sequence of a ``PresenterChecker``: a fresh presenter, its views and its server, driven
/// step by step and checked after every step, at rest and after release.
@MainActor
final class CheckWorld<Presenter: PresenterInterface, View: CallRecording> {
  let checker: PresenterChecker<Presenter, View>
  let ledger: TestLedger
  let server = CheckerServer()
  var presenter: Presenter?
  var views: [CheckedView<View>] = []
  var attached: CheckedView<View>?
  /// The view attached last, attached still or detached since: attached again, it keeps its
  /// visibility, as a `ViewBinding` keeps it.
  weak var lastAttached: CheckedView<View>?
  /// What one view that received every call of every view would show.
  var history = ShownScreen()
  var historyCalls: [View.Call] = []
  /// Whether a failure reached the presenter that no error state has shown yet.
  var failureUnshown = false
  var found: [CheckViolation] = []
  /// The work each write intent started, for telling a refused second tap from a lost write.
  var writes: [StartedWrite] = []
  /// Whether the current step showed the attached view a message or an error.
  var toldTheUser = false
  /// Whether the user left the screen: the presenter and its views were released.
  var left = false
  /// Whether the presenter was released while a write ran.
  var leftWhileWriting = false
  /// The writes that outlived the presenter whose outcomes were checked.
  var writesCheckedAfterLeaving = 0
  /// What each step did, in order.
  var performed: [String] = []
  /// The restoration scope the presenter was built in: its screens' states are saved at a kill.
  var scope = RestorationScope()
  /// The views made so far, for their names ("view 3"), across relaunches.
  var viewsMade = 0
  /// What the relaunch step follows: the writes sent, the kills and the checks after them.
  var relaunches = RelaunchLog()

  /// Whether the presenter's stubs answer from a ``CheckerCollection``.
  var hasServerModel: Bool { !server.models.isEmpty }

  init(checker: PresenterChecker<Presenter, View>, ledger: TestLedger) {
    self.checker = checker
    self.ledger = ledger
    ledger.useWriteOutcomes(server.writeOutcomes)
  }

  /// Builds the module, plays `steps`, brings the screen to rest (unless the user left it) and
  /// releases it, answers the writes that outlived it; returns the first invariant broken.
  func play(_ steps: [CheckStep]) async -> CheckViolation? {
    await playSteps(steps)
    if !left { await release(checking: found.isEmpty) }
    if found.isEmpty { await finishOutlivedWrites() }
    // Nothing may wait forever on a stub: cancel what is left, the killed app's calls too.
    for _ in 0..<100 {
      guard let stub = server.stubs.first(where: { !$0.calls().isEmpty }),
        let call = stub.calls().first
      else { break }
      stub.failCall(call.number, true)
      await quiesce()
    }
    _ = ledger.finish(checking: [])
    return found.first
  }

  func playSteps(_ steps: [CheckStep]) async {
    await buildTheModule()
    guard found.isEmpty else { return }
    for next in steps {
      await perform(next)
      guard found.isEmpty else { return }
    }
    if let presenter { await settle(presenter) }
  }

  /// Builds the presenter and attaches its first view as a module builder does, keeping no
  /// reference but the world's (the user may leave the screen).
  func buildTheModule() async {
    let (presenter, view) = scope.build {
      let presenter = checker.makePresenter(server)
      return (presenter, makeView(for: presenter))
    }
    self.presenter = presenter
    performed.append("build the presenter and attach \(view.name); viewDidLoad; viewWillAppear")
    await step(failureDelivered: false) {
      attach(view)
      view.didLoad = true
      send(.viewDidLoad, to: presenter)
      send(.viewWillAppear, to: presenter)
    }
  }

  // MARK: Steps

  func perform(_ step: CheckStep) async {
    if case .leaveTheScreen(let onlyWhileWriting) = step, presenter != nil {
      guard !onlyWhileWriting || aDeclaredWriteRuns else {
        return skip("the user leaves the screen if a write runs: none runs")
      }
      performed.append(
        "the user leaves the screen\(onlyWhileWriting ? " while a write runs" : ""): the "
          + "presenter and its views are released")
      return await release(checking: true)
    }
    if case .killAndRelaunch(let relaunch) = step, presenter != nil {
      // Holds no reference to the presenter: the kill releases it.
      return await killAndRelaunch(relaunch)
    }
    guard let presenter else { return await performAfterLeaving(step) }
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
        send(event, to: presenter)
      }
      if event == .viewDidDisappear { checkNoWorkWhileHidden(view) }
    case .intent(let index, let row):
      let intent = checker.intents[index % checker.intents.count]
      guard let view = attached else {
        return skip("\(intent.describe(row: row)): no view attached")
      }
      if let isOffered = intent.isOffered, !isOffered(presenter) {
        return skip("\(intent.describe(row: row)): not offered by \(view.name) now")
      }
      let described = "\(intent.describe(row: row)) on \(view.name)"
      performed.append(described)
      let tapped = StartedWrite(
        intent: intent.name, row: intent.takesRow ? view.screen.rows?.dropFirst(row).first : nil,
        work: [])
      let visible = view.isVisible
      var started: [Int] = []
      relaunches.intentRole = intent.role
      defer { relaunches.intentRole = nil }
      await self.step(failureDelivered: false) {
        if let progress = intent.showsProgress {
          _ = view.screen.apply(.showProgress(progress))
          _ = history.apply(.showProgress(progress))
        }
        // What the user's action shows on the view with no view call (typing), as if shown.
        for effect in intent.shows?(presenter) ?? [] {
          if let wrong = view.screen.apply(effect) {
            found.append(
              CheckViolation(
                invariant: "row changes fit the rows shown", detail: "\(described) \(wrong)"))
          }
          _ = history.apply(effect)
        }
        started = ledger.performIntent(intent.role, as: described) {
          intent.perform(presenter, row)
        }
        if intent.role == .write { relaunches.writeWork.formUnion(started) }
      }
      if intent.role == .write {
        checkWrite(tapped, of: intent, as: described, started: started, visible: visible)
      }
    case .answer, .fail, .cancelFromOutside, .serverChange, .leaveTheScreen, .killAndRelaunch:
      await performAfterLeaving(step)
    }
  }

  /// Performs a step of the server; after the user left the screen, the others do nothing.
  func performAfterLeaving(_ step: CheckStep) async {
    switch step {
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
    case .attachSameView, .attachNewView, .detachAttachedView, .detachReplacedView, .lifecycle,
      .intent, .leaveTheScreen, .killAndRelaunch:
      skip("\(step): the screen was left")
    }
  }

  enum Answer: String {
    case success = "answer"
    case failure = "fail"
    case cancellation = "cancel (not asked by the presenter)"
  }

  func answer(stub raw: Int, call: Int, how: Answer) async {
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

  func skip(_ description: String) {
    performed.append("(\(description))")
  }

  func makeView(for presenter: Presenter) -> CheckedView<View> {
    viewsMade += 1
    let view = CheckedView(checker.makeView(presenter), name: "view \(viewsMade)")
    views.append(view)
    return view
  }

  /// Attaches `view`: a different view than the last attached is visible, the same keeps its
  /// visibility. Calls the replaced view receives during the attach are its last legitimate ones.
  func attach(_ view: CheckedView<View>) {
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
    enter("attach(_:)", hook: "screenDidAttach()") { presenter.attach(typed) }
    if let replaced, replaced !== view { absorb(replaced, failureDelivered: false) }
  }

  func detach(_ view: CheckedView<View>, from presenter: Presenter) {
    guard let typed = view.view as? Presenter.View else { return }
    let wasAttached = attached === view
    enter("detach(_:)", hook: "screenDidDetach()") { presenter.detach(typed) }
    if wasAttached {
      attached = nil
      absorb(view, failureDelivered: false)
    }
  }
}
