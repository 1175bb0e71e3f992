import GoodsFeature
import MVPClock
import MVPCore
import MVPTestSupport
import Testing

/// The flash-sale countdown under MVPTestSupport's `PresenterChecker` (issue 21): time passing,
/// forward and back, is drawn among the view's and the user's events (``CheckerClock``).
@MainActor @Suite struct FlashSaleCountdownCheckerTests {
  @Test func theCountdownKeepsEveryGenericInvariant() async {
    let time = CheckerClock()
    let report = await PresenterChecker(
      presenter: { server in
        FlashSaleCountdownPresenter(sale: CheckerClock.sale, clock: time.clock(for: server))
      },
      view: { _ in MockFlashSaleCountdownView() },
      effects: { countdown in .content(countdown?.text ?? "no countdown") },
      intents: time.intents() + [
        PresenterIntent("count down to no sale") { $0.show(nil) },
        PresenterIntent("count down to the sale") { $0.show(CheckerClock.sale) },
        PresenterIntent("count down to a later sale") { $0.show(CheckerClock.laterSale) },
      ],
      invariants: [
        PresenterInvariant("the countdown shows the clock's time", atRestOnly: true) { screen in
          let shown = screen.view?.recorder.allCalls.last ?? nil
          let expected = time.expectedCountdown(of: screen.presenter.sale)
          return shown == expected
            ? nil : "shows \(String(describing: shown)), expected \(String(describing: expected))"
        }
      ],
      clockSleepersAreIdle: true
    ).run()
    #expect(report.failure == nil)
    #expect(report.sequencesRun == 100)
    #expect(report.relaunchesComparedAtRest > 0)
  }
}
