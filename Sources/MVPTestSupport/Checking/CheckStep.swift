import MVPCore

/// One thing a view, a user or the server does in a ``PresenterChecker`` sequence.
///
/// Drawn without looking at the presenter: a step that needs something at run time (a pending
/// call, an attached view) picks it by a raw number modulo what exists, and does nothing when
/// nothing does, so a sequence replays and shrinks by dropping steps.
enum CheckStep: Equatable, Sendable {
  case attachSameView
  case attachNewView
  case detachAttachedView
  case detachReplacedView
  case lifecycle(LifecycleEvent)
  case intent(Int, row: Int)
  case answer(stub: Int, call: Int)
  case fail(stub: Int, call: Int)
  case cancelFromOutside(stub: Int, call: Int)
  /// Someone else changes a ``CheckerCollection`` on the server; nothing happens without one.
  case serverChange(Int, Int)
  /// The user leaves the screen: the presenter and its views are released; the server's steps
  /// go on (a write outlives its screen). With `onlyWhileWriting` it does nothing unless work a
  /// write intent started still runs: the leave the checks after leaving are for.
  case leaveTheScreen(onlyWhileWriting: Bool)
  /// The app is killed and relaunched (see ``Relaunch``).
  case killAndRelaunch(Relaunch)

  /// How the app is killed and relaunched: every screen's state saved through JSON, the
  /// presenter and its views released, the work still running abandoned, then a new presenter
  /// built from the saved state with a new view, loaded and visible.
  struct Relaunch: Equatable, Sendable {
    /// Whether the server handles the calls in flight at the kill (a write done on the server,
    /// its answer lost with the app) rather than never answering them.
    var serverAnswers: Bool
    /// Whether the relaunched screen then comes to rest (every call answered) and is compared
    /// with the screen before the kill, before the sequence goes on.
    var comesToRest: Bool
    /// Whether it happens only while work a write intent started still runs (else it does
    /// nothing).
    var onlyWhileWriting: Bool
  }

  /// A random step: answers are the most frequent, so that sequences make progress.
  static func random(intents: Int, using random: inout SeededGenerator) -> CheckStep {
    let (a, b) = (Int.random(in: 0..<64, using: &random), Int.random(in: 0..<8, using: &random))
    switch Int.random(in: 0..<32, using: &random) {
    case 0: return .attachSameView
    case 1: return .attachNewView
    case 2, 3: return .detachAttachedView
    case 4: return .detachReplacedView
    case 5...9: return .lifecycle(LifecycleEvent.allCases[a % LifecycleEvent.allCases.count])
    case 10...17 where intents > 0: return .intent(a % intents, row: b)
    case 10...17: return .lifecycle(.viewDidLoad)
    case 18...26: return .answer(stub: a, call: b)
    case 27...29: return .fail(stub: a, call: b)
    default: return .cancelFromOutside(stub: a, call: b)
    }
  }

  /// A change by someone else to draw before the next step, about one step in eight, or `nil`.
  /// Drawn from a generator of its own, so that the other steps a seed draws do not depend on it.
  static func serverChange(using random: inout SeededGenerator) -> CheckStep? {
    let (a, b) = (Int.random(in: 0..<64, using: &random), Int.random(in: 0..<8, using: &random))
    return Int.random(in: 0..<8, using: &random) == 0 ? .serverChange(a, b) : nil
  }

  /// Where a sequence of `count` steps is left (the user leaves the screen before that step),
  /// about one sequence in four, or `nil`; drawn from a generator of its own.
  static func leavingIndex(count: Int, using random: inout SeededGenerator) -> Int? {
    let index = Int.random(in: 0...count, using: &random)
    return Int.random(in: 0..<4, using: &random) == 0 ? index : nil
  }

  /// Where a sequence of `count` steps has a leave that happens only while a write runs (before
  /// those steps): in one sequence in two, before about one step in four; drawn from a generator
  /// of its own. A write runs for a few steps only (until its call is answered), so a leave drawn
  /// anywhere rarely finds one; the other half of the sequences keep every write to its end, for
  /// the steps that meet a running write (a detach, a second tap, a refresh, a cancel).
  static func leavingWhileWritingIndices(
    count: Int, using random: inout SeededGenerator
  ) -> Set<Int> {
    guard Int.random(in: 0..<2, using: &random) == 0 else { return [] }
    return Set((0..<count).filter { _ in Int.random(in: 0..<4, using: &random) == 0 })
  }

  /// Where a sequence of `count` steps has the app killed and relaunched (before those steps),
  /// drawn from a generator of its own: once at any step in one sequence in two, and for a
  /// presenter with write intents (`writes`), in one sequence in two, before about one step in
  /// four a kill that happens only while a write runs (a write runs for a few steps only, so a
  /// kill drawn anywhere rarely meets one). Three relaunches in four come to rest and are compared with
  /// the screen before the kill; the others go on at once, so that the next steps meet the
  /// restored screen while it loads. The server answers the calls in flight at the kill in one
  /// kill in two.
  static func relaunches(
    count: Int, writes: Bool, using random: inout SeededGenerator
  ) -> [Int: [Relaunch]] {
    func relaunch(onlyWhileWriting: Bool) -> Relaunch {
      Relaunch(
        serverAnswers: Bool.random(using: &random),
        comesToRest: Int.random(in: 0..<4, using: &random) != 0,
        onlyWhileWriting: onlyWhileWriting)
    }
    var drawn: [Int: [Relaunch]] = [:]
    if Bool.random(using: &random) {
      drawn[Int.random(in: 0...count, using: &random), default: []].append(
        relaunch(onlyWhileWriting: false))
    }
    guard writes, Bool.random(using: &random) else { return drawn }
    for index in 0..<count where Int.random(in: 0..<4, using: &random) == 0 {
      drawn[index, default: []].append(relaunch(onlyWhileWriting: true))
    }
    return drawn
  }

  /// Whether the step kills and relaunches the app.
  var isRelaunch: Bool {
    if case .killAndRelaunch = self { true } else { false }
  }

  /// Whether the step is a change by someone else on the server.
  var isServerChange: Bool {
    if case .serverChange = self { true } else { false }
  }
}
