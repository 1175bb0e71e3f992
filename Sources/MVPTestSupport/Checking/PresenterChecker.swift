import Foundation
import MVPCore

/// Checks a presenter under seeded random sequences of everything a view, a user and a server can
/// do, against invariants that need no knowledge of the feature.
///
/// <doc:CheckingAPresenterUnderRandomEvents> shows complete checks of a list presenter and of
/// any presenter.
///
/// Each sequence builds a fresh presenter (the closure registers its stubs with the
/// ``CheckerServer`` it is given) and attaches a view as a module builder does, sends
/// `viewDidLoad` and `viewWillAppear`, then draws steps: attaching the same view or a new one,
/// detaching it, a late detach from a replaced view, lifecycle events in any order and repeated,
/// the user's ``PresenterIntent``s (what an intent shows on the view by itself, typing, counts
/// as shown: ``PresenterIntent/init(_:role:shows:isOffered:perform:)``), answers, failures and
/// cancellations the presenter did not ask for, of any pending stub call in any order, values
/// and failures of the live sources it pushes (``CheckerServer/pushes(_:name:failure:value:)``),
/// changes someone else makes to a ``CheckerCollection`` the stubs answer from, the app killed
/// and relaunched (every screen's state saved through JSON, the presenter and its views released,
/// the work in flight abandoned, a new presenter built from the saved state: in one sequence in
/// two, and for a presenter with write intents in more, only while a write intent's work runs),
/// and, for a presenter with write intents, the user leaving the screen (the presenter and its
/// views released, the server going on): in some
/// sequences wherever it falls, and in more only while a write intent's work runs. After each
/// step the presenter handles all it caused (its `TaskScope` work runs until it waits for a stub;
/// a ``ManualDispatcher`` given as ``CheckerServer/dispatcher`` is run), then these invariants are
/// checked:
/// - for a `ScreenPresenter`, every entry point the checker calls (`attach`, `detach`, each
///   lifecycle event) reaches its screen: a presenter that writes `viewWillAppear()` instead of
///   `screenWillAppear()` replaces the kit's bookkeeping, which the compiler cannot refuse
///   ("BooksPresenter's viewWillAppear() did not reach its screen: write screenWillAppear()
///   instead");
/// - view calls reach only the attached view, on the main actor;
/// - no message (``ScreenEffect/message(_:)``) reaches a hidden view; once the view is hidden
///   (`viewDidDisappear`), no work waits on a `ManualClock` (repeating work pauses while hidden,
///   as `ScreenLifecycle.repeating` does: "no work while hidden");
/// - no progress is shown while no work runs; row changes fit the rows shown;
/// - no write (`WorkRole.write`) is cancelled but by an intent of role ``IntentRole/cancel``; no
///   error is shown that no failure caused (a cancellation the presenter asked for);
/// - the work an intent of role ``IntentRole/write`` starts is never cancelled but by a cancel
///   intent, whatever its role, and calls the service before it ends; a write intent starts work
///   unless refused (the same write still runs, no such row, a hidden view, a message saying
///   why);
/// - after a relaunch, everything saved comes back ("the saved state comes back"), no call a write
///   intent sent before the kill is sent again but by a write intent since ("no write sent
///   twice"), and, when the relaunched screen comes to rest, it shows what the view attached at
///   the kill showed, as far as the saved state restores it ("the same screen comes back");
/// - the ``PresenterInvariant``s given.
///
/// Then the sequence comes to rest (the view attached, loaded and visible, every call answered)
/// and: no progress is shown, the screen shows content, rows, the empty state or an error with
/// retry, no work is left (work sleeping on a `ManualClock` is idle with `clockSleepersAreIdle`),
/// the rows shown are a ``CheckerCollection``'s items, every live subscription open is one the
/// checker drives, a fresh view attached is shown what the history of all calls shows; after
/// release nothing the module made is alive, no live subscription is open, no write was
/// cancelled, and every write that runs on is answered and tells its outcome to
/// ``CheckerServer/writeOutcomes``. ``CheckReport/sequencesLeftWhileWriting`` and
/// ``CheckReport/writesCheckedAfterLeaving`` say how often that was checked.
///
/// <doc:CheckingAPresenterUnderRandomEvents#The-app-is-killed-and-relaunched> describes the
/// relaunch step; ``CheckReport/relaunches`` says how often it ran.
///
/// The first failing sequence is reduced (steps dropped while the same invariant still breaks)
/// and recorded as a test failure (Swift Testing or XCTest) with its seed, steps and reduced steps.
@MainActor
public struct PresenterChecker<Presenter: PresenterInterface, View: CallRecording> {
  let makePresenter: @MainActor (CheckerServer) -> Presenter
  let makeView: @MainActor (Presenter) -> View
  let effect: @MainActor (View.Call) -> ScreenEffect
  let intents: [PresenterIntent<Presenter>]
  let invariants: [PresenterInvariant<Presenter, View>]
  let clockSleepersAreIdle: Bool

  /// Creates a checker for a mock view whose calls `effects` classifies.
  ///
  /// - Parameters:
  ///   - presenter: Builds a fresh presenter for a sequence, on stubs it creates and registers
  ///     with the server it is given; called again with the same server after each relaunch
  ///     (the server outlives the app).
  ///   - view: Creates a view for the presenter (a ``CallRecording`` mock adopting its view
  ///     protocol); the checker keeps the presenter and its views alive until release.
  ///   - effects: What each call means for the screen.
  ///   - intents: What the user can do, each with its ``IntentRole``; drawn only while a view is
  ///     attached.
  ///   - invariants: The feature's own rules, checked beside the checker's.
  ///   - clockSleepersAreIdle: Whether work sleeping on a `ManualClock` counts as idle at rest,
  ///     where no time passes (a countdown's next tick, a poll's next round: move the clock with
  ///     an intent); `false` (the default) reports it as work left at rest.
  public init(
    presenter: @escaping @MainActor (CheckerServer) -> Presenter,
    view: @escaping @MainActor (Presenter) -> View,
    effects: @escaping @MainActor (View.Call) -> ScreenEffect,
    intents: [PresenterIntent<Presenter>] = [],
    invariants: [PresenterInvariant<Presenter, View>] = [],
    clockSleepersAreIdle: Bool = false
  ) {
    self.makePresenter = presenter
    self.makeView = view
    self.effect = effects
    self.intents = intents
    self.invariants = invariants
    self.clockSleepersAreIdle = clockSleepersAreIdle
  }

  /// Creates a checker for a mock view whose calls say what they mean (a ``RecordingListView``,
  /// or a `Call` type adopting ``ScreenEffectDescribing``).
  ///
  /// - Parameters:
  ///   - presenter: Builds a fresh presenter for a sequence, on stubs it creates and registers
  ///     with the server it is given; called again with the same server after each relaunch.
  ///   - view: Creates a view for the presenter.
  ///   - intents: What the user can do; drawn only while a view is attached.
  ///   - invariants: The feature's own rules, checked beside the checker's.
  ///   - clockSleepersAreIdle: Whether work sleeping on a `ManualClock` counts as idle at rest,
  ///     where no time passes (a countdown's next tick, a poll's next round: move the clock with
  ///     an intent); `false` (the default) reports it as work left at rest.
  public init(
    presenter: @escaping @MainActor (CheckerServer) -> Presenter,
    view: @escaping @MainActor (Presenter) -> View,
    intents: [PresenterIntent<Presenter>] = [],
    invariants: [PresenterInvariant<Presenter, View>] = [],
    clockSleepersAreIdle: Bool = false
  ) where View.Call: ScreenEffectDescribing {
    self.init(
      presenter: presenter, view: view, effects: { $0.screenEffect }, intents: intents,
      invariants: invariants, clockSleepersAreIdle: clockSleepersAreIdle)
  }

  /// Runs seeded sequences (seeds 1, 2, …) until one breaks an invariant, and records that
  /// failure, reduced, as a test failure at the caller.
  ///
  /// The defaults fit a unit test run; a failing seed replays alone with `seed:` (or
  /// `MVP_CHECK_SEED` in the environment, which overrides `sequences` and `seed`).
  ///
  /// - Parameters:
  ///   - sequences: The number of sequences; 100 by default.
  ///   - steps: The random steps per sequence; 40 by default.
  ///   - seed: Runs only this seed, to replay a failure.
  ///   - fileID: The caller's `#fileID`, where the failure points.
  ///   - filePath: The caller's `#filePath`.
  ///   - line: The caller's `#line`.
  ///   - column: The caller's `#column`.
  /// - Returns: What ran and the failure, if any (already recorded).
  @discardableResult
  public func run(
    sequences: Int = 100,
    steps: Int = 40,
    seed: UInt64? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> CheckReport {
    let replayed = ProcessInfo.processInfo.environment["MVP_CHECK_SEED"].flatMap(UInt64.init)
    let seeds = (replayed ?? seed).map { [$0] } ?? (1...UInt64(max(1, sequences))).map { $0 }
    var report = CheckReport()
    for seed in seeds {
      let drawn = draw(seed: seed, count: steps)
      let outcome = await play(drawn)
      report.sequencesRun += 1
      if outcome.leftWhileWriting { report.sequencesLeftWhileWriting += 1 }
      report.writesCheckedAfterLeaving += outcome.writesChecked
      report.relaunches += outcome.relaunches.kills
      report.relaunchesWhileWriting += outcome.relaunches.killsWhileWriting
      report.relaunchesComparedAtRest += outcome.relaunches.relaunchesCompared
      // Changes by someone else are steps only for a presenter answered from a collection; the
      // relaunches are counted apart.
      report.stepsRun +=
        drawn.filter { step in
          !step.isRelaunch && (outcome.hasServerModel || !step.isServerChange)
        }.count
      guard let violation = outcome.violation else { continue }
      let reduced = await reduce(drawn, breaking: violation.invariant)
      let replay = await play(reduced)
      let failure = CheckFailure(
        seed: seed, stepCount: steps, invariant: violation.invariant, detail: violation.detail,
        steps: outcome.performed, reducedSteps: replay.performed,
        reducedDetail: replay.violation?.detail ?? violation.detail, reducedCount: reduced.count)
      report.failure = failure
      TestFailure.record(
        failure.description,
        at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
      return report
    }
    return report
  }

  /// The steps seed `seed` draws: `count` steps; changes by someone else on the server before
  /// some of them; and, for a presenter with write intents, in some sequences the user leaving
  /// the screen, and in half of them, before about one step in four, the user leaving it if a
  /// write runs then. The last three come from generators of their own, so that the other steps
  /// a seed draws do not depend on them; a presenter without write intents draws no leave.
  func draw(seed: UInt64, count: Int) -> [CheckStep] {
    var random = SeededGenerator(seed: seed)
    var server = SeededGenerator(seed: seed ^ 0x5EED_0F5E_2AE2_C4A9)
    var leaving = SeededGenerator(seed: seed ^ 0x1EA7_E5C2_EE40_B7D3)
    var whileWriting = SeededGenerator(seed: seed ^ 0x3A17_E0F1_7E5C_9B2D)
    let steps = (0..<count).flatMap { _ in
      let change = CheckStep.serverChange(using: &server)
      let next = CheckStep.random(intents: intents.count, using: &random)
      return (change.map { [$0] } ?? []) + [next]
    }
    let writes = intents.contains { $0.role == .write }
    var relaunching = SeededGenerator(seed: seed ^ 0x7E1A_0C4B_D1E5_A3F9)
    let relaunches = CheckStep.relaunches(count: steps.count, writes: writes, using: &relaunching)
    let index = writes ? CheckStep.leavingIndex(count: steps.count, using: &leaving) : nil
    let whileWritingIndices =
      writes ? CheckStep.leavingWhileWritingIndices(count: steps.count, using: &whileWriting) : []
    var drawn: [CheckStep] = []
    for offset in 0...steps.count {
      drawn += (relaunches[offset] ?? []).map(CheckStep.killAndRelaunch)
      if offset == index { drawn.append(.leaveTheScreen(onlyWhileWriting: false)) }
      if whileWritingIndices.contains(offset) {
        drawn.append(.leaveTheScreen(onlyWhileWriting: true))
      }
      if offset < steps.count { drawn.append(steps[offset]) }
    }
    return drawn
  }

  /// Plays `steps` in a fresh world observed by its own ledger.
  func play(_ steps: [CheckStep]) async -> (
    violation: CheckViolation?, performed: [String], hasServerModel: Bool,
    leftWhileWriting: Bool, writesChecked: Int, relaunches: RelaunchLog
  ) {
    let ledger = TestLedger()
    return await WorkObservation.$observer.withValue(ledger) {
      let world = CheckWorld(checker: self, ledger: ledger)
      let violation = await world.play(steps)
      return (
        violation, world.performed, world.hasServerModel, world.leftWhileWriting,
        world.writesCheckedAfterLeaving, world.relaunches
      )
    }
  }

  /// Drops chunks of steps, then single steps, while the sequence still breaks `invariant`.
  func reduce(_ steps: [CheckStep], breaking invariant: String) async -> [CheckStep] {
    var current = steps
    var chunk = max(1, current.count / 2)
    while true {
      var start = 0
      var removedAny = false
      while start < current.count {
        var candidate = current
        candidate.removeSubrange(start..<min(start + chunk, candidate.count))
        if await play(candidate).violation?.invariant == invariant {
          current = candidate
          removedAny = true
        } else {
          start += chunk
        }
      }
      if chunk == 1 && !removedAny { return current }
      chunk = max(1, chunk / 2)
    }
  }
}
