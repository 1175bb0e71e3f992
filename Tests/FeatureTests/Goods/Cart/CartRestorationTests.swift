import GoodsFeature
import MVPCore
import MVPTestSupport
import Testing

/// The cart screen killed and relaunched (issue 29) while it loads and while it shows the cart.
/// The store is the truth: it observes the cart again at `viewDidLoad`, with the loading
/// indicator until the store's items, which may have changed meanwhile; it keeps only the item
/// at the top, by identity, for a view that scrolls. It has no page, edit or save of its own
/// (items are added on the goods screens).
@MainActor @Suite(.presenterTest) struct CartRestorationTests {
  let cart = LiveSourceStub<[CartItem]>()

  /// The cart screen over the stub observation, built as `CartModule` builds it.
  func launch() -> RelaunchableModule<MockCartView, CartPresenter> {
    RelaunchableModule { [cart] in
      let presenter = CartPresenter(observe: cart.observe, texts: CartPresenterTests.texts)
      let view = MockCartView()
      presenter.attach(view)
      return Module(view: view, presenter: presenter)
    }
  }

  @Test func killedBeforeTheFirstItemsItObservesTheCartAgain() async throws {
    let app = launch()
    app.module.presenter.viewDidLoad()
    await cart.waitForSubscriptions(1)
    app.module.view.recorder.expectCalls([.showLoading])

    try app.killAndRelaunch()
    app.module.view.recorder.expectNoCalls()
    app.module.presenter.viewDidLoad()
    await cart.waitForSubscriptions(2)
    await cart.send([CartPresenterTests.lipstick])
    app.module.view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(["2 × Velvet Matte Lipstick"]), .showTotal(2),
    ])
  }

  @Test func aCartShownWhenTheAppWasKilledComesBackFromTheStoreAtTheItemOnTop() async throws {
    let app = launch()
    app.module.presenter.viewDidLoad()
    await cart.send([CartPresenterTests.lipstick, CartPresenterTests.mask])
    app.module.presenter.topRowDidChange(to: 1)  // the mask at the top as the user scrolls
    app.module.view.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showRows(["2 × Velvet Matte Lipstick", "3 × Charcoal Clay Mask"]), .showTotal(5),
    ])

    try app.killAndRelaunch()
    app.module.view.recorder.expectNoCalls()
    app.module.presenter.viewDidLoad()
    await cart.waitForSubscriptions(2)
    // The store changed while the app was dead: the cart shows it as it is now, and scrolls to
    // the mask, found by identity.
    let lamp = CartItem(productID: 9, quantity: 1, title: "Desk Lamp")
    await cart.send([lamp, CartPresenterTests.lipstick, CartPresenterTests.mask])
    app.module.view.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showRows(["1 × Desk Lamp", "2 × Velvet Matte Lipstick", "3 × Charcoal Clay Mask"]),
      .scrollToRow(2), .showTotal(6),
    ])
  }
}
