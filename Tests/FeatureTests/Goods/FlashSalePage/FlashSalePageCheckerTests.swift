import Foundation
import GoodsFeature
import MVPClock
import MVPCore
import MVPTestSupport
import Testing

/// The flash-sale page, its three sections together, under MVPTestSupport's `PresenterChecker`
/// (issue 21): the goods section's screen is checked by the checker, the banner and the prompt by
/// the page's invariants; time passing is drawn (``CheckerClock``).
@MainActor @Suite struct FlashSalePageCheckerTests {
  /// Products 1 to 7; the even ones are on ``CheckerClock/sale``.
  static func product(_ id: Int) -> Product {
    Product(
      id: id, title: "Item \(id)", price: 10, stock: 50,
      flashSale: id.isMultiple(of: 2) ? CheckerClock.sale : nil)
  }

  /// The page's checker: sections, stubs, intents (time passing included) and invariants.
  static func checker() -> PresenterChecker<FlashSalePagePresenter, CheckedFlashSalePageView> {
    let time = CheckerClock()
    return PresenterChecker(
      presenter: { server in
        let clock = time.clock(for: server)
        let service = StubGoodsService()
        server.answers(service.pages) { query in
          Page(
            items: (1...7).dropFirst(query.offset).prefix(query.limit).map(Self.product),
            offset: query.offset, total: 7)
        }
        server.answers(service.cart) { _ in 1 }
        return FlashSalePagePresenter(
          banner: FlashSaleCountdownPresenter(sale: CheckerClock.sale, clock: clock),
          goods: GoodsListPresenter(
            service: service, router: RecordingRouter(), pageSize: 3,
            dispatcher: server.dispatcher, clock: AnyWallClock(clock),
            clockChanges: time.clockChanges),
          signIn: SignInPromptPresenter(
            isSignedIn: false, router: RecordingRouter<SignInPromptRoute>()))
      },
      view: { _ in CheckedFlashSalePageView() },
      intents: time.intents() + [
        PresenterIntent("pull to refresh", showsProgress: "refreshing") { $0.goods.refresh() },
        PresenterIntent("load next page") { $0.goods.loadNextPage() },
        PresenterIntent("retry") { $0.goods.retry() },
        .row("select row") { $0.goods.selectProduct(at: $1) },
        .row("add row to cart") { $0.goods.addToCart(at: $1) },
        PresenterIntent("tap sign in") { $0.signIn.signIn() },
        PresenterIntent("sign in or out elsewhere") { $0.signIn.isSignedIn.toggle() },
      ],
      invariants: [
        PresenterInvariant("the banner shows the clock's time", atRestOnly: true) { screen in
          let expected = time.expectedCountdown(of: screen.presenter.banner.sale)
          let shown = screen.view?.countdown
          return shown == expected
            ? nil : "shows \(String(describing: shown)), expected \(String(describing: expected))"
        },
        PresenterInvariant("the prompt shows exactly when signed out", atRestOnly: true) { screen in
          let expected =
            screen.presenter.signIn.isSignedIn ? nil : GoodsTexts.english.sale.signInPrompt
          let shown = screen.view?.prompt
          return shown == expected ? nil : "shows \(shown ?? "nil"), expected \(expected ?? "nil")"
        },
      ],
      clockSleepersAreIdle: true
    )
  }

  @Test func thePageKeepsEveryGenericInvariant() async {
    let report = await Self.checker().run()
    #expect(report.failure == nil)
    #expect(report.sequencesRun == 100)
    #expect(report.relaunchesComparedAtRest > 0)
  }

  /// The bug this checker found: a device clock set back during a sale was not noticed by the
  /// rows shown until the sale's planned end, while a view attached meanwhile was shown the
  /// regular price (seed 110: a failed first page, a minute passes, refresh and its answer, the
  /// clock set back twice). The list now prices its rows again when the system says the clock
  /// changed.
  @Test func aClockSetBackDuringASaleReachesTheRowsShown() async {
    let report = await Self.checker().run(seed: 110)
    #expect(report.failure == nil)
    #expect(report.sequencesRun == 1)
  }

  /// The second: a page added after a sale started while the page was hidden left the rows shown
  /// before it at their regular price (seed 1854). Rows shown in part now price them all again
  /// when a sale changed phase since they were priced.
  @Test func aPageAddedAfterASaleStartedReachesTheEarlierRows() async {
    let report = await Self.checker().run(seed: 1854)
    #expect(report.failure == nil)
    #expect(report.sequencesRun == 1)
  }
}
