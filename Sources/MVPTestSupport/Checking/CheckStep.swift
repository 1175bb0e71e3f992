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
}
