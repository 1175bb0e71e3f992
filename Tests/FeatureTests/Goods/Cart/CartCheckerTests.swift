import GoodsFeature
import MVPCore
import MVPTestSupport
import Testing

/// The cart screen under MVPTestSupport's `PresenterChecker`: its observation is a
/// `LiveSourceStub` the checker drives from a model of the stored cart, which someone else (the
/// goods list, another device) changes; the app is killed and relaunched among the steps.
@MainActor @Suite struct CartCheckerTests {
  /// The cart view for the checker: the list's calls, and the total, which is no content.
  final class CheckedCartView: RecordingListView<CartItem>, CartView {
    /// The units shown last, or `nil` before any.
    private(set) var total: Int?

    func showTotal(units: Int) {
      total = units
      recordOwn("showTotal(\(units))", effect: .other)
    }
  }

  @Test func theCartKeepsEveryGenericInvariant() async {
    let report = await PresenterChecker(
      presenter: { server in
        let observation = LiveSourceStub<[CartItem]>()
        let cart = server.collection(
          [
            CartItem(productID: 45, quantity: 2, title: "Velvet Matte Lipstick"),
            CartItem(productID: 51, quantity: 3, title: "Charcoal Clay Mask"),
          ],
          row: { $0 },
          newItem: { CartItem(productID: 100 + $0, quantity: $0, title: "Item \(100 + $0)") })
        server.pushes(observation) { cart.items }
        return CartPresenter(
          observe: observation.observe, texts: ListTexts(empty: "Your cart is empty."))
      },
      view: { _ in CheckedCartView() },
      intents: .list(),
      invariants: [
        PresenterInvariant("the total is the units of the rows", atRestOnly: true) { screen in
          guard screen.rows != nil, let view = screen.view else { return nil }
          let units = screen.presenter.list.items.reduce(0) { $0 + $1.quantity }
          return view.total == units
            ? nil : "shows a total of \(view.total.map(String.init) ?? "nothing"), rows of \(units)"
        }
      ]
    ).run()
    #expect(report.failure == nil)
    #expect(report.sequencesRun == 100)
    #expect(report.relaunchesComparedAtRest > 0)
  }
}
