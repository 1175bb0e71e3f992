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

  /// Whether the step is a change by someone else on the server.
  var isServerChange: Bool {
    if case .serverChange = self { true } else { false }
  }
}
