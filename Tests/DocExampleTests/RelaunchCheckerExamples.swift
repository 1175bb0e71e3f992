import MVPCore
import MVPTestSupport
import Testing

// The checker article's relaunch step, on the quantity screen of the restoration examples
// (ScreenRestorationExamples.swift). The article quotes this file; DocExamplesAreCompiledTests
// checks that it does.

@MainActor @Suite struct RelaunchCheckerExampleTests {
  @Test func theQuantityComesBackAfterTheAppIsKilled() async {
    let report = await PresenterChecker(
      presenter: { _ in QuantityPresenter() },  // again, from the saved state, at each relaunch
      view: { MockQuantityView(presenter: $0) },
      effects: { call in
        switch call {
        case .showQuantity(let quantity): .content("\(quantity) to buy")
        }
      },
      intents: [2, 5].map { quantity in
        PresenterIntent("choose \(quantity)") { $0.choose(quantity) }
      },
      invariants: [.comesBack("the quantity") { $0.presenter.quantity }]
    ).run()
    #expect(report.failure == nil)
    #expect(report.relaunchesComparedAtRest > 0)  // killed, relaunched, compared at rest
  }
}
