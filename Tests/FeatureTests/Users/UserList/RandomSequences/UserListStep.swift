import MVPTestSupport

/// One thing a view, a user or the server does to the user list in a random sequence.
///
/// Steps that need something pending at run time (a request to answer, a row to delete) carry a
/// raw number, taken modulo what exists when the step runs; they do nothing when nothing does.
enum UserListStep: CustomStringConvertible, Sendable {
  case attachSameView
  case attachNewView
  case detachAttachedView
  case detachStaleView
  case viewDidLoad
  case viewWillAppear
  case viewDidDisappear
  case refresh
  case loadNextPage
  case retry
  case select(row: Int)
  case delete(row: Int)
  case changeUser(row: Int)
  case answerPage(UserListAnswer)
  case answerDelete(pending: Int, UserListAnswer)
  case serverIgnoresSkip(Bool)
  case serverPersistsDeletes(Bool)
  case serverComputesPagesWhenAnswered(Bool)
  /// The module is released (the user left the screen); the later steps do nothing. With
  /// `onlyWhileWriting` it does nothing unless a delete runs: the release the checks are for.
  case release(onlyWhileWriting: Bool)

  var description: String {
    switch self {
    case .attachSameView: "attach the same view"
    case .attachNewView: "attach a new view"
    case .detachAttachedView: "detach the attached view"
    case .detachStaleView: "detach a replaced view (late)"
    case .viewDidLoad: "viewDidLoad"
    case .viewWillAppear: "viewWillAppear"
    case .viewDidDisappear: "viewDidDisappear"
    case .refresh: "pull to refresh"
    case .loadNextPage: "loadNextPage"
    case .retry: "retry"
    case .select(let row): "select row \(row)"
    case .delete(let row): "delete row \(row)"
    case .changeUser(let row): "user of row \(row) changed elsewhere"
    case .answerPage(let answer): "answer the page request: \(answer.rawValue)"
    case .answerDelete(let pending, let answer):
      "answer pending delete #\(pending): \(answer.rawValue)"
    case .serverIgnoresSkip(let ignores): "server \(ignores ? "ignores" : "honours") skip"
    case .serverPersistsDeletes(let persists):
      "server \(persists ? "persists" : "does not persist") deletes"
    case .serverComputesPagesWhenAnswered(let whenAnswered):
      "server computes pages \(whenAnswered ? "when answered" : "when asked")"
    case .release(let onlyWhileWriting):
      onlyWhileWriting ? "release the module if a delete runs" : "release the module"
    }
  }

  /// A random step; answers are the most frequent, so that sequences make progress, and a
  /// release the rarest (1 in 100, and 2 in 100 that release only while a delete runs).
  static func random(using generator: inout SeededGenerator) -> UserListStep {
    let raw = Int.random(in: 0..<8, using: &generator)
    switch Int.random(in: 0..<100, using: &generator) {
    case 0: return .release(onlyWhileWriting: false)
    case 1..<3: return .release(onlyWhileWriting: true)
    default: break
    }
    switch Int.random(in: 0..<32, using: &generator) {
    case 0: return .attachSameView
    case 1: return .attachNewView
    case 2: return .detachAttachedView
    case 3: return .detachStaleView
    case 4, 5: return .viewDidLoad
    case 6: return .viewWillAppear
    case 7: return .viewDidDisappear
    case 8, 9: return .refresh
    case 10, 11, 12: return .loadNextPage
    case 13: return .retry
    case 14: return .select(row: raw)
    case 15, 16, 17: return .delete(row: raw)
    case 18: return .changeUser(row: raw)
    case 19: return .serverIgnoresSkip(Bool.random(using: &generator))
    case 20: return .serverPersistsDeletes(Bool.random(using: &generator))
    case 21, 22, 23, 24: return .answerDelete(pending: raw, .random(using: &generator))
    case 25: return .serverComputesPagesWhenAnswered(Bool.random(using: &generator))
    default: return .answerPage(.random(using: &generator))
    }
  }
}
