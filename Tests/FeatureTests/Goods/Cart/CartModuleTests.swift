import Foundation
import GoodsFeature
import MVPCore
import MVPStore
import MVPTestSupport
import Testing

/// The cart screen over the cart kept in a store (`CartModule`): the items with their titles,
/// each addition shown as it is committed, everything released with the module.
@MainActor @Suite(.presenterTest) struct CartModuleTests {
  static let source = URL(string: "https://dummyjson.com")!
  let store: GoodsStore
  let cart: StoredCartService

  init() throws {
    store = try GoodsStore(.inMemory)
    cart = StoredCartService(store: store)
    try store.save(
      Page(items: [GoodsSamples.product(45)], offset: 0, total: 1), source: Self.source,
      savedAt: Date(timeIntervalSince1970: 0))
  }

  func build() -> Module<MockCartView, CartPresenter> {
    CartModule.build(
      cart: cart, titlesFrom: Self.source, emptyMessage: "Your cart is empty.",
      failureMessage: { "The cart can't be read (\(type(of: $0)))." },
      makeView: { _ in MockCartView() })
  }

  @Test func showsTheStoredCartAndEachAdditionAsItIsCommitted() async {
    let module = build()
    module.presenter.viewDidLoad()
    await module.view.recorder.waitForCalls(count: 3)
    module.view.recorder.expectCalls([
      .showLoading, .hideLoading, .showEmpty("Your cart is empty."),
    ])
    #expect(await cart.added(id: 45, quantity: 2) == .success(2))
    await module.view.recorder.waitForCalls(count: 5)  // counted from the view's creation
    #expect(await cart.added(id: 7, quantity: 1) == .success(3))
    await module.view.recorder.waitForCalls(count: 7)
    module.view.recorder.expectCalls([
      .showRows(["2 × Item 45"]), .showTotal(2),
      .showRows(["1 × Product #7", "2 × Item 45"]), .showTotal(3),
    ])
  }

  @Test func aCartThatCannotBeReadIsTheErrorStateInTheModulesWords() async throws {
    try store.database.write { try $0.execute("DROP TABLE cart_line") }
    let module = build()
    module.presenter.viewDidLoad()
    await module.view.recorder.waitForCalls(count: 3)
    module.view.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showError("The cart can't be read (DatabaseError).", canRetry: true),
    ])
  }

  @Test func theModuleIsReleasedWithItsObservation() async throws {
    let leaks = LeakTracker()
    do {
      let module = build()
      leaks.track(module.view, as: "view")
      leaks.track(module.presenter, as: "presenter")
      module.presenter.viewDidLoad()
      await module.view.recorder.waitForCalls(count: 3)  // observed: the empty cart shown
      _ = await cart.added(id: 45, quantity: 1)
      await module.view.recorder.waitForCalls(count: 5)
      module.view.recorder.expectCalls([
        .showLoading, .hideLoading, .showEmpty("Your cart is empty."), .showRows(["1 × Item 45"]),
        .showTotal(1),
      ])
    }
    leaks.expectAllDeallocated()
  }
}
