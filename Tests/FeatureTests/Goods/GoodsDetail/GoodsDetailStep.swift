import MVPCore
import MVPTestSupport

/// One event of a random goods-detail sequence: what a view, a user or the server can do.
///
/// Steps that need a pending request carry a raw number, taken modulo the requests pending when
/// the step runs; they do nothing when none is.
enum GoodsDetailStep: CustomStringConvertible, Sendable {
  /// The server's answer to a product request.
  enum LoadAnswer: Sendable {
    case product(available: Bool)
    case offline
    case notFound
    case cancelled(GoodsDetailExternalCancellation)
  }

  /// The server's answer to a cart addition.
  enum CartAnswer: Sendable {
    case itemCount(Int)
    /// The cart refuses: with the units already in it, the addition would exceed the stock.
    case stockInCart
    case unreachable
    case cancelled(GoodsDetailExternalCancellation)
  }

  /// The quantity a user asks for, relative to the product's limits.
  enum Quantity: CaseIterable, Sendable {
    case belowMinimum
    case minimum
    case stock
    case aboveStock
  }

  case attachLatestView
  case attachNewView
  case detachLatestView
  case detachAnyView(Int)
  case dropLatestView
  case viewDidLoad
  case viewWillAppear
  case viewDidDisappear
  case retry
  case addToCart(Quantity)
  case answerLoad(Int, LoadAnswer)
  case answerCart(Int, CartAnswer)
  /// The module is released (the user left the screen); the later steps do nothing. With
  /// `onlyWhileWriting` it does nothing unless a cart addition runs: the release the checks are for.
  case release(onlyWhileWriting: Bool)

  var description: String {
    switch self {
    case .attachLatestView: "attach the latest view again"
    case .attachNewView: "attach a new view"
    case .detachLatestView: "detach the latest view"
    case .detachAnyView(let raw): "detach view #\(raw) (mod live views)"
    case .dropLatestView: "the latest view goes away without detaching"
    case .viewDidLoad: "viewDidLoad"
    case .viewWillAppear: "viewWillAppear"
    case .viewDidDisappear: "viewDidDisappear"
    case .retry: "retry"
    case .addToCart(let quantity): "add to cart (\(quantity))"
    case .answerLoad(let raw, let answer): "answer product request #\(raw) with \(answer)"
    case .answerCart(let raw, let answer): "answer cart addition #\(raw) with \(answer)"
    case .release(let onlyWhileWriting):
      onlyWhileWriting ? "release the module if a cart addition runs" : "release the module"
    }
  }

  /// A random step; answers are the most frequent, so that requests do not pile up, and a
  /// release the rarest (1 in 100, and 3 in 100 that release only while a cart addition runs).
  static func random(using generator: inout SeededGenerator) -> Self {
    let raw = Int.random(in: 0..<8, using: &generator)
    switch Int.random(in: 0..<100, using: &generator) {
    case 0: return .release(onlyWhileWriting: false)
    case 1..<4: return .release(onlyWhileWriting: true)
    default: break
    }
    switch Int.random(in: 0..<32, using: &generator) {
    case 0..<2: return .attachLatestView
    case 2..<4: return .attachNewView
    case 4..<7: return .detachLatestView
    case 7: return .detachAnyView(raw)
    case 8: return .dropLatestView
    case 9..<11: return .viewDidLoad
    case 11..<13: return .viewWillAppear
    case 13..<15: return .viewDidDisappear
    case 15..<17: return .retry
    case 17..<21: return .addToCart(Quantity.allCases.randomElement(using: &generator)!)
    case 21..<27: return .answerLoad(raw, randomLoadAnswer(using: &generator))
    default: return .answerCart(raw, randomCartAnswer(using: &generator))
    }
  }

  private static func randomLoadAnswer(using generator: inout SeededGenerator) -> LoadAnswer {
    switch Int.random(in: 0..<8, using: &generator) {
    case 0..<3: .product(available: true)
    case 3: .product(available: false)
    case 4: .offline
    case 5: .notFound
    default: .cancelled(GoodsDetailExternalCancellation.allCases.randomElement(using: &generator)!)
    }
  }

  private static func randomCartAnswer(using generator: inout SeededGenerator) -> CartAnswer {
    switch Int.random(in: 0..<7, using: &generator) {
    case 0..<4: .itemCount(Int.random(in: 1...99, using: &generator))
    case 4: .stockInCart
    case 5: .unreachable
    default: .cancelled(GoodsDetailExternalCancellation.allCases.randomElement(using: &generator)!)
    }
  }
}
