import MVPTestSupport

/// One thing a view, a user or the server does to the goods list in a random sequence. Steps that
/// need something (a row, a pending call) carry a raw number taken modulo what exists when they
/// run, and do nothing when nothing does.
enum GoodsListStep: CustomStringConvertible, Sendable {
  case attachSameView
  case attachNewView
  case detachAttachedView
  case detachStaleView
  case viewDidLoad
  case viewWillAppear
  case viewDidDisappear
  case pullToRefresh
  case reachBottom
  case tapRetry
  case selectRow(Int)
  case addRowToCart(Int)
  case answerPage(Int, GoodsListAnswer)
  case answerCartAddition(Int, GoodsListAnswer)
  /// The cart refuses the addition: with the units already in it, it would exceed the stock.
  case refuseCartAddition(Int)
  case switchServer(CatalogueMode)
  /// The module is released (the user left the screen); the later steps do nothing. With
  /// `onlyWhileWriting` it does nothing unless a cart addition runs: the release the checks are for.
  case release(onlyWhileWriting: Bool)

  var description: String {
    switch self {
    case .attachSameView: "attach the same view"
    case .attachNewView: "attach a new view"
    case .detachAttachedView: "detach the attached view"
    case .detachStaleView: "detach a view that is not attached"
    case .viewDidLoad: "viewDidLoad"
    case .viewWillAppear: "viewWillAppear"
    case .viewDidDisappear: "viewDidDisappear"
    case .pullToRefresh: "pull to refresh"
    case .reachBottom: "reach the bottom (next page)"
    case .tapRetry: "tap retry"
    case .selectRow(let raw): "select row #\(raw)"
    case .addRowToCart(let raw): "add row #\(raw) to the cart"
    case .answerPage(let raw, let answer): "answer page call #\(raw) with \(answer)"
    case .answerCartAddition(let raw, let answer): "answer cart call #\(raw) with \(answer)"
    case .refuseCartAddition(let raw): "refuse cart call #\(raw): the stock is in the cart"
    case .switchServer(let mode): "server becomes \(mode)"
    case .release(let onlyWhileWriting):
      onlyWhileWriting ? "release the module if a cart addition runs" : "release the module"
    }
  }

  /// A random step; answers and next pages are the most frequent, a release the rarest (1 in 100,
  /// and 4 in 100 that release only while a cart addition runs).
  static func random(using generator: inout SeededGenerator) -> GoodsListStep {
    let raw = Int(generator.next() % 1_000)
    if generator.next() % 100 < 4 { return .release(onlyWhileWriting: true) }
    switch generator.next() % 100 {
    case 0..<3: return .attachSameView
    case 3..<7: return .attachNewView
    case 7..<12: return .detachAttachedView
    case 12..<15: return .detachStaleView
    case 15..<21: return .viewDidLoad
    case 21..<25: return .viewWillAppear
    case 25..<29: return .viewDidDisappear
    case 29..<35: return .pullToRefresh
    case 35..<45: return .reachBottom
    case 45..<49: return .tapRetry
    case 49..<52: return .selectRow(raw)
    case 52..<59: return .addRowToCart(raw)
    case 59..<86: return .answerPage(raw, .random(using: &generator))
    case 86..<93: return .answerCartAddition(raw, .random(using: &generator))
    case 93..<95: return .refuseCartAddition(raw)
    case 95..<99:
      let modes: [CatalogueMode] = [.normal, .normal, .ignoresSkip, .empty, .brokenRecords]
      return .switchServer(modes[Int(generator.next() % 5)])
    default: return .release(onlyWhileWriting: false)
    }
  }
}
