import GoodsFeature
import MVPClock
import MVPCore
import MVPTestSupport
import Testing

/// The goods detail under MVPTestSupport's `PresenterChecker`, beside its own random sequences
/// (``GoodsDetailRandomSequenceTests``): the product loads (or fails, and is retried), the user
/// adds it to the cart (a write), its flash sale starts and ends as time passes
/// (``CheckerClock``), and the app is killed and relaunched among these events, while an addition
/// runs too. The product's id travels in its route, so a relaunched detail loads it again.
@MainActor @Suite struct GoodsDetailCheckerTests {
  /// The product shown: on ``CheckerClock/sale``, with 5 in stock and a minimum order of 2.
  static let product = Product(
    id: 2, title: "Item 2", price: 10, stock: 5, minimumOrderQuantity: 2,
    flashSale: CheckerClock.sale)

  @Test func theDetailKeepsEveryGenericInvariant() async {
    let report = await Self.checker().run()
    #expect(report.failure == nil)
    #expect(report.sequencesRun == 100)
    #expect(report.relaunchesComparedAtRest > 0)
    #expect(report.relaunchesWhileWriting > 0)
  }

  /// The bug this checker found at 2,000 sequences (seed 511): the clock set back before the
  /// sale's start, then a view attached; its product was priced for the time now, its countdown
  /// still said the sale ran, and the sale price never came back when the sale started again.
  /// Each attach now reads the clock (``GoodsDetailFlashSaleTests``).
  @Test func aClockSetBackThenAnAttachKeepsThePriceWithTheCountdown() async {
    let report = await Self.checker().run(seed: 511)
    #expect(report.failure == nil)
    #expect(report.sequencesRun == 1)
  }

  /// The second (seed 1647): the product loaded while the screen was hidden, the sale started
  /// meanwhile, and the regular price stayed through the sale once the screen appeared.
  @Test func aSaleStartedWhileHiddenIsPricedWhenTheScreenAppears() async {
    let report = await Self.checker().run(seed: 1647)
    #expect(report.failure == nil)
    #expect(report.sequencesRun == 1)
  }

  static func checker() -> PresenterChecker<GoodsDetailPresenter, MockGoodsDetailView> {
    let time = CheckerClock()
    return PresenterChecker(
      presenter: { server in
        let service = StubGoodsService()
        server.answers(service.details, name: "product") { _ in Self.product }
        server.answers(service.cart, name: "addToCart") { $0.quantity }
        return GoodsDetailPresenter(
          productID: Self.product.id, service: service, options: GoodsDisplayOptions(),
          coupon: nil, dispatcher: server.dispatcher, clock: time.clock(for: server),
          writeOutcomes: server.writeOutcomes)
      },
      view: { _ in MockGoodsDetailView() },
      effects: { call in
        switch call {
        case .showLoading: .showLoading
        case .hideLoading: .hideLoading
        case .showError(_, let canRetry): .error(canRetry: canRetry)
        case .showProduct(let product): .content("\(product.title) \(product.priceText)")
        case .showMessage(let message): .message(message)
        case .showCountdown, .showSavedNotice: .other
        }
      },
      intents: time.intents() + [
        .retry,
        // The add-to-cart control shows with the product.
        PresenterIntent(
          "add 2 to the cart", role: .write, isOffered: { $0.resource.value != nil },
          perform: { $0.addToCart(quantity: 2) }),
        PresenterIntent(
          "add 1 to the cart (below the minimum)", isOffered: { $0.resource.value != nil },
          perform: { $0.addToCart(quantity: 1) }),
      ],
      invariants: [
        PresenterInvariant("the banner shows the clock's time", atRestOnly: true) { screen in
          guard screen.presenter.resource.value != nil else { return nil }
          let expected = time.expectedCountdown(of: Self.product.flashSale)
          let shown = screen.view?.recorder.allCalls.reversed().lazy.compactMap { call in
            if case .showCountdown(let countdown) = call { return countdown } else { return nil }
          }.first
          return shown == expected
            ? nil : "shows \(String(describing: shown)), expected \(String(describing: expected))"
        }
      ],
      clockSleepersAreIdle: true
    )
  }
}
