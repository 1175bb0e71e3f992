import Foundation
import MVPCore

/// Everything one ``PresenterTest`` observes: the kit objects and MVPCore objects created in it,
/// the work they run and what that work waits for, and the waits of the test itself.
///
/// It is MVPCore's `WorkObserver` for the test: task scopes, view bindings and refresh waiters
/// register with it when they are created, their tasks and operations report when they start and
/// end, and stubs and the manual clock report which work waits for a call or a move of theirs.
/// From this it knows when a wait can never end (every piece of work left waits for something
/// only the waiting test could do) and what is left over when the test ends.
///
/// Threading: safe from any thread; waits resume on their caller's actor.
final class TestLedger: WorkObserver, @unchecked Sendable {
  private struct WorkItem {
    let description: String
    var task: Task<Void, Never>?
    /// The stub call it waits for, when it waits for one.
    var waitsFor: String?
    /// A write whose task scope was released while it ran: it runs on for its outcomes.
    var outlivedScope = false
    /// A live subscription waiting for a source that no stub of the kit drives.
    var awaitsUnwatchedSource = false
  }

  private struct Source {
    var name: String
    /// The check its pending work falls under: running work for a `TaskScope` and for the
    /// `refresh()` calls a `RefreshWaiters` holds, queued updates for a `ViewBinding`.
    let check: Exhaustivity
    weak var object: (any PendingWorkSource)?
  }

  private struct Tracked {
    let name: String
    weak var object: AnyObject?
  }

  /// The ledger of the presenter test the caller runs in, if any.
  static var current: TestLedger? {
    WorkObservation.observer as? TestLedger
  }

  // All mutable state is guarded by `lock`.
  private let lock = NSLock()
  private var work: [Int: WorkItem] = [:]
  private var nextWork = 0
  private var answersInFlight = 0
  private var version = 0
  private var watchers: [CheckedContinuation<Void, Never>] = []
  private var kitObjects: [any LeftoverReporting] = []
  private var sources: [Source] = []
  private var released: [Leftover] = []
  private var tracked: [Tracked] = []
  private var holders: [(name: String, pendingWork: @Sendable () -> [String])] = []
  private var problems: [String] = []
  private var cancelledWrites: [String] = []
  /// What ``PresenterChecker`` follows of writes: the work the user's intents start, how it
  /// ends, and where the outcome of a write that outlived its presenter went.
  private var writes = CheckedWrites()
  /// The `WriteOutcomes` of a ``PresenterChecker`` sequence, the default of its task scopes.
  private var checkerOutcomes: WriteOutcomes?
  private weak var owner: PresenterTest?
  /// Whether a kill (``RelaunchableModule``) releases a module now: the reads it abandons and the
  /// updates its bindings lose die with the app, as they should, and are not left over.
  private var killing = false
  /// The work that ran when a ``PresenterChecker`` sequence killed the app: a killed process's,
  /// which never runs again in the sequence, so the checks of the live app leave it out.
  private var killedWork: Set<Int> = []

  /// The presenter test this ledger belongs to.
  var test: PresenterTest? {
    get { locked { owner } }
    set { locked { owner = newValue } }
  }

  // MARK: Registration

  /// Keeps `object` until the test ends and asks it for leftovers then.
  func register(_ object: any LeftoverReporting) {
    locked { kitObjects.append(object) }
  }

  /// Checks at the test's end that `object` was deallocated.
  func track(_ object: AnyObject, as name: String) {
    locked {
      // Once per object: a presenter is noted both by its module and by its screen.
      guard !tracked.contains(where: { $0.object === object }) else { return }
      tracked.append(Tracked(name: name, object: object))
    }
  }

  /// Records a misuse found off the test's own task, reported when the test ends.
  func recordProblem(_ problem: String) {
    locked {
      if !problems.contains(problem) { problems.append(problem) }
    }
  }

  // MARK: WorkObserver

  @MainActor func sourceCreated(_ source: any PendingWorkSource, runsWork: Bool) {
    let entry = Source(
      name: "\(type(of: source))", check: runsWork ? .runningWork : .queuedUpdates, object: source)
    locked { sources.append(entry) }
  }

  @MainActor func sources(_ owned: [any PendingWorkSource], ownedBy owner: AnyObject) {
    let ownerName = String(describing: type(of: owner))
    track(owner, as: ownerName)
    locked {
      for index in sources.indices {
        guard let object = sources[index].object, owned.contains(where: { $0 === object }),
          !sources[index].name.hasPrefix("\(ownerName)'s ")
        else { continue }
        sources[index].name = "\(ownerName)'s \(sources[index].name)"
      }
    }
  }

  func sourceReleased(_ name: String, pendingWork: [String]) {
    let lines = pendingWork.map {
      Leftover(check: .queuedUpdates, text: "\(name), released: \($0)")
    }
    locked { if !killing { released += lines } }
  }

  /// Runs `body`, which releases a module as a kill of the app does: the reads it abandons and
  /// the queued updates its bindings lose are not left over (its writes still are followed).
  ///
  /// - Parameter body: Releases the module.
  func releasingInAKill(_ body: () -> Void) {
    locked { killing = true }
    body()
    locked { killing = false }
  }

  func moduleAssembled(view: AnyObject, presenter: AnyObject) {
    track(presenter, as: "\(type(of: presenter))")
    track(view, as: "\(type(of: view))")
  }

  func workStarted(_ description: String) -> WorkID {
    let number = locked { () -> Int in
      defer { nextWork += 1 }
      work[nextWork] = WorkItem(description: description)
      writes.started(nextWork)
      return nextWork
    }
    changed()
    return WorkID(observer: self, number: number)
  }

  func work(_ work: WorkID, runsAs task: Task<Void, Never>) {
    locked { self.work[work.number]?.task = task }
  }

  func workAbandoned(_ work: WorkID) {
    locked {
      guard let item = self.work[work.number] else { return }
      writes.abandoned(work.number, description: item.description)
      let waiting = item.waitsFor.map { ", waiting for \($0)" } ?? ""
      guard !killing else { return }
      released.append(
        Leftover(
          check: .runningWork,
          text: "\(item.description) was still running when its TaskScope was released\(waiting)"))
    }
  }

  func workOutlived(_ work: WorkID) {
    locked {
      self.work[work.number]?.outlivedScope = true
      let description = self.work[work.number]?.description ?? "work #\(work.number)"
      writes.outlived(work.number, description: description)
    }
  }

  func workDelivered(_ work: WorkID, toOwner: Bool) {
    guard !toOwner else { return }
    locked { writes.toldTheOutcomes(work.number) }
  }

  @MainActor var writeOutcomes: WriteOutcomes? {
    test?.writeOutcomes ?? locked { checkerOutcomes }
  }

  /// Makes `outcomes` the default `WriteOutcomes` of the task scopes created from now on, for a
  /// ``PresenterChecker`` sequence.
  func useWriteOutcomes(_ outcomes: WriteOutcomes) {
    locked { checkerOutcomes = outcomes }
  }

  func workCancelled(_ work: WorkID, role: WorkRole) {
    locked {
      let description = self.work[work.number]?.description ?? "work #\(work.number)"
      let asked = writes.cancelled(work.number, description: description, role: role)
      if role == .write && !asked { cancelledWrites.append(description) }
    }
  }

  func workEnded(_ work: WorkID) {
    locked {
      if let item = self.work[work.number] {
        writes.ended(work.number, description: item.description)
      }
      self.work[work.number] = nil
    }
    changed()
  }

  func work(_ work: WorkID, waitsFor description: String) {
    locked { self.work[work.number]?.waitsFor = description }
    changed()
  }

  func workResumed(_ work: WorkID) {
    locked { self.work[work.number]?.waitsFor = nil }
    changed()
  }

  func work(_ work: WorkID, awaitsUnwatchedSource: Bool) {
    locked { self.work[work.number]?.awaitsUnwatchedSource = awaitsUnwatchedSource }
    changed()
  }

  func holderCreated(_ name: String, pendingWork: @escaping @Sendable () -> [String]) {
    locked { holders.append((name, pendingWork)) }
  }

  @MainActor func wait(
    until isDone: @MainActor () -> Bool,
    waiting: String,
    detail: @MainActor () -> String?,
    fileID: String,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) async -> Bool {
    await waitOrFail(
      until: isDone, waiting: waiting, detail: detail, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  var defaultDispatcher: any Dispatcher {
    UnexpectedDispatcher(ledger: self)
  }

  // MARK: Work that waits for the test

  /// Marks `work` as waiting for the stub call `call`, which only the test answers.
  static func work(_ work: WorkID, waitsFor call: String) {
    work.observer.work(work, waitsFor: call)
  }

  /// Whether `work` has neither ended nor been dropped by its scope.
  static func isRunning(_ work: WorkID) -> Bool {
    guard let ledger = work.observer as? TestLedger else { return true }
    return ledger.locked { ledger.work[work.number] != nil }
  }

  /// Marks `work` as running again: its stub call was answered or cancelled.
  static func workResumes(_ work: WorkID) {
    work.observer.workResumed(work)
  }

  /// Records that `work` called a stub: it reached the service.
  static func work(_ work: WorkID?, calls stub: String) {
    guard let work, let ledger = work.observer as? TestLedger else { return }
    ledger.locked { ledger.writes.calledService(work.number) }
  }

  /// Counts an answer a stub is delivering on another queue, until ``answerDelivered()``.
  func answerSent() {
    locked { answersInFlight += 1 }
    changed()
  }

  /// Ends what ``answerSent()`` started.
  func answerDelivered() {
    locked { answersInFlight -= 1 }
    changed()
  }

  // MARK: Waiting

  /// Wakes every wait so that it checks its condition again; call after any change a wait may
  /// depend on.
  func changed() {
    let waiting = locked { () -> [CheckedContinuation<Void, Never>] in
      version += 1
      defer { watchers.removeAll() }
      return watchers
    }
    for watcher in waiting { watcher.resume() }
  }

  /// Suspends until `isDone` is true; fails the test at the caller's location instead, and
  /// returns `false`, as soon as no observed work can make progress without the test.
  ///
  /// - Parameters:
  ///   - isolation: The caller's actor; `isDone` and `detail` run on it.
  ///   - isDone: The wait's condition.
  ///   - waiting: What is awaited, for the failure, for example `waitUntilIdle()`.
  ///   - detail: The state of what is awaited, for the failure.
  func waitOrFail(
    isolation: isolated (any Actor)? = #isolation,
    until isDone: () -> Bool,
    waiting: String,
    detail: () -> String? = { nil },
    fileID: String,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) async -> Bool {
    await waitOrFail(
      until: isDone, waiting: waiting, detail: detail,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Suspends until `isDone` is true; fails the test at `location` instead, and returns `false`,
  /// as soon as no observed work can make progress without the test.
  func waitOrFail(
    isolation: isolated (any Actor)? = #isolation,
    until isDone: () -> Bool,
    waiting: String,
    detail: () -> String? = { nil },
    at location: FailureLocation
  ) async -> Bool {
    while true {
      let seen = locked { version }
      if isDone() { return true }
      if let stall = stallReport(unchangedSince: seen) {
        let state = detail().map { " \($0)" } ?? ""
        TestFailure.record("\(waiting) can never return.\(state)\n\(stall)", at: location)
        return false
      }
      await change(after: seen)
    }
  }

  /// Suspends until every cancelled task has ended or waits for the test, so that the end of the
  /// test sees what the cancellations released.
  @MainActor func settle() async {
    while true {
      let seen = locked { version }
      let unwinding = locked {
        work.values.contains { $0.task?.isCancelled == true && $0.waitsFor == nil }
      }
      guard unwinding else { return }
      await change(after: seen)
    }
  }

  private func change(after seen: Int) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let now = locked { () -> Bool in
        guard version == seen else { return true }
        watchers.append(continuation)
        return false
      }
      if now { continuation.resume() }
    }
  }

  /// Why no observed work can make progress, or `nil` while some can, or when anything changed
  /// since version `seen` (the caller then checks its condition again).
  private func stallReport(unchangedSince seen: Int) -> String? {
    locked { () -> String? in
      guard version == seen, answersInFlight == 0, work.values.allSatisfy({ $0.waitsFor != nil })
      else { return nil }
      guard !work.isEmpty else {
        return "No work is running that could change that (was it started, for example by "
          + "viewDidLoad()?)."
      }
      let lines = work.sorted { $0.key < $1.key }.map { _, item in
        "- \(item.description) waits for \(item.waitsFor ?? "")"
      }
      return "Every piece of work left waits for the test (a stub call it has not answered, a "
        + "ManualClock it has not moved), and the test is waiting here:\n"
        + lines.joined(separator: "\n")
    }
  }

  // MARK: Checking (PresenterChecker)

  /// The writes cancelled by their scope since the last call, and forgets them.
  func takeCancelledWrites() -> [String] {
    locked {
      defer { cancelledWrites.removeAll() }
      return cancelledWrites
    }
  }

  /// Runs `body`, a user's intent of role `role` described as `intent`, and returns the numbers
  /// of the work started while it ran: a write's work is followed until it ends, and only a
  /// cancel intent may cancel a write.
  func performIntent(_ role: IntentRole, as intent: String, _ body: () -> Void) -> [Int] {
    locked { writes.begin(role, as: intent) }
    body()
    return locked { writes.end() }
  }

  /// Whether work `number` has not ended.
  func isRunning(_ number: Int) -> Bool {
    locked { work[number] != nil }
  }

  /// Whether work `number` was cancelled by its scope.
  func wasCancelled(_ number: Int) -> Bool {
    locked { writes.wasCancelled(number) }
  }

  /// What write intents' work did wrong since the last call (cancelled, or ended without a
  /// service call), and forgets it.
  func takeIntentWriteProblems() -> (cancelled: [String], withoutService: [String]) {
    locked { writes.takeProblems() }
  }

  /// The writes that outlived their presenter whose outcome reached no `WriteOutcomes`, and how
  /// many outcomes went to one in all.
  func untoldWriteOutcomes() -> (untold: [String], told: Int) {
    locked { writes.untoldOutcomes() }
  }

  /// The number of writes whose task scope was released while they ran (they run on).
  var outlivedWriteCount: Int {
    locked { writes.outlivedCount }
  }

  /// The number of pieces of observed work that have not ended, waiting or not, the killed
  /// app's left out.
  var liveWorkCount: Int {
    locked { work.keys.filter { !killedWork.contains($0) }.count }
  }

  /// Marks every piece of observed work that has not ended as the killed app's (a
  /// ``PresenterChecker`` sequence killed it): it never runs again in the sequence, so it is
  /// neither live work nor a write whose outcome must be told.
  ///
  /// - Returns: How many pieces were running.
  @discardableResult
  func killRunningWork() -> Int {
    locked {
      let running = Set(work.keys).subtracting(killedWork)
      killedWork.formUnion(running)
      writes.kill(running)
      return running.count
    }
  }

  /// Whether `work` ran when a ``PresenterChecker`` sequence killed the app.
  static func wasKilled(_ work: WorkID) -> Bool {
    guard let ledger = work.observer as? TestLedger else { return false }
    return ledger.locked { ledger.killedWork.contains(work.number) }
  }

  /// Suspends until no observed work can move without the test: every piece left waits for a
  /// stub call, a clock or a live source no stub drives (which ``PresenterChecker`` reports
  /// at rest), and no answer is in transit. `runQueued` runs work queued for the main
  /// actor (a manual dispatcher) and returns how much ran.
  @MainActor func waitUntilQuiet(runQueued: @MainActor () -> Int) async {
    while true {
      if runQueued() > 0 { continue }
      let seen = locked { version }
      let quiet = locked {
        answersInFlight == 0
          && work.values.allSatisfy { $0.waitsFor != nil || $0.awaitsUnwatchedSource }
      }
      if quiet {
        // Give tasks the kit does not see one turn to run.
        await Task.yield()
        if locked({ version }) == seen && runQueued() == 0 { return }
        continue
      }
      await change(after: seen)
    }
  }

  /// The descriptions of the live subscriptions that wait for a source no stub of the kit
  /// drives, one per subscription.
  func workAwaitingUnwatchedSources() -> [String] {
    locked {
      work.sorted { $0.key < $1.key }.compactMap { number, item in
        item.awaitsUnwatchedSource && item.waitsFor == nil && !killedWork.contains(number)
          ? item.description : nil
      }
    }
  }

  /// The descriptions of the observed work sleeping on a `ManualClock` now, one per piece (a
  /// piece waits for the test to move the clock). MVPClock's `ManualClock` marks each sleeper's
  /// work as waiting for "ManualClock to reach <deadline>".
  func workSleepingOnAClock() -> [String] {
    locked {
      work.compactMap { number, item in
        item.waitsFor?.hasPrefix("ManualClock") == true && !killedWork.contains(number)
          ? item.description : nil
      }
    }
  }

  /// The pending work of the live task scopes, view bindings and refresh waiters, one line each,
  /// without ending anything.
  @MainActor func pendingWorkOfLiveSources() -> [String] {
    let live = locked { sources.compactMap { source in source.object.map { (source.name, $0) } } }
    return live.flatMap { name, object in object.pendingWorkDescriptions.map { "\(name): \($0)" } }
  }

  /// The ``LiveSourceStub``s made while observed, in the order they were made.
  func liveSources() -> [any LiveSourceReporting] {
    locked { kitObjects.compactMap { $0 as? any LiveSourceReporting } }
  }

  /// The names of the live task scopes, view bindings, refresh waiters and tracked objects.
  @MainActor func liveObjects() -> [String] {
    locked {
      tracked.filter { $0.object != nil }.map(\.name)
        + sources.filter { $0.object != nil }.map(\.name)
    }
  }

  // MARK: The end of the test

  /// Everything left over, for the checks in `checks`, and the problems found on the way; then
  /// forgets the kit objects, so that nothing outlives the test through the ledger.
  @MainActor func finish(checking checks: Exhaustivity) -> (
    leftovers: [Leftover], problems: [String]
  ) {
    let (objects, heldWork, liveSources, releasedLines, survivors, found, outlived) = locked {
      (
        kitObjects, holders, sources.compactMap { source in source.object.map { (source, $0) } },
        released, tracked.compactMap { entry in entry.object.map { (entry.name, $0) } }, problems,
        work.sorted { $0.key < $1.key }.map(\.value).filter(\.outlivedScope)
      )
    }
    var leftovers = objects.flatMap(\.leftovers)
    for (name, pendingWork) in heldWork {
      leftovers += pendingWork().map { Leftover(check: .runningWork, text: "\(name): \($0)") }
    }
    for (source, object) in liveSources {
      leftovers += object.pendingWorkDescriptions.map {
        Leftover(check: source.check, text: "\(source.name): \($0)")
      }
    }
    leftovers += releasedLines
    leftovers += outlived.map { item in
      let waiting = item.waitsFor.map { ", waiting for \($0)" } ?? ""
      return Leftover(
        check: .runningWork,
        text: "\(item.description), a write, was still running after its TaskScope was "
          + "released\(waiting)")
    }
    leftovers += survivors.map { name, _ in Leftover(check: .leaks, text: name) }
    leftovers += liveSources.map { source, _ in Leftover(check: .leaks, text: source.name) }
    locked {
      kitObjects.removeAll()
      holders.removeAll()
      released.removeAll()
      problems.removeAll()
    }
    return (leftovers.filter { checks.contains($0.check) }, found)
  }

  private func locked<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}
