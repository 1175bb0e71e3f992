import GoodsFeature
import MVPCore
import MVPTestSupport
import Testing

/// The cart screen on the list loader fed by a live source: the cart's observation as a
/// `LiveSourceStub`, each change shown whole with its total, failures as the list's.
@MainActor @Suite(.presenterTest) struct CartPresenterTests {
  static let texts = ListTexts(empty: "Your cart is empty.")
  static let lipstick = CartItem(productID: 45, quantity: 2, title: "Velvet Matte Lipstick")
  static let mask = CartItem(productID: 51, quantity: 3, title: "Charcoal Clay Mask")
  let cart = LiveSourceStub<[CartItem]>()
  let view = MockCartView()

  func makePresenter() -> CartPresenter {
    let presenter = CartPresenter(observe: cart.observe, texts: Self.texts)
    presenter.attach(view)
    presenter.viewDidLoad()
    return presenter
  }

  @Test func showsLoadingUntilTheCartThenItsItemsAndTheirTotal() async {
    let presenter = makePresenter()
    view.recorder.expectCalls([.showLoading])
    await cart.send([Self.lipstick])
    await cart.send([Self.lipstick, Self.mask])
    view.recorder.expectCalls([
      .hideLoading, .showRows(["2 × Velvet Matte Lipstick"]), .showTotal(2),
      .showRows(["2 × Velvet Matte Lipstick", "3 × Charcoal Clay Mask"]), .showTotal(5),
    ])
    #expect(presenter.list.isSubscribed)
  }

  @Test func anItemWithoutATitleIsShownByItsIdentifier() async {
    let presenter = makePresenter()
    await cart.send([CartItem(productID: 7, quantity: 1, title: nil)])
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(["1 × Product #7"]), .showTotal(1),
    ])
    withExtendedLifetime(presenter) {}
  }

  @Test func anEmptyCartShowsTheEmptyState() async {
    let presenter = makePresenter()
    await cart.send([])
    view.recorder.expectCalls([.showLoading, .hideLoading, .showEmpty("Your cart is empty.")])
    withExtendedLifetime(presenter) {}
  }

  @Test func theSameTotalIsNotSentAgain() async {
    let presenter = makePresenter()
    await cart.send([Self.lipstick])
    await cart.send([CartItem(productID: 45, quantity: 2, title: "Lipstick")])
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(["2 × Velvet Matte Lipstick"]), .showTotal(2),
      .showRows(["2 × Lipstick"]),
    ])
    withExtendedLifetime(presenter) {}
  }

  @Test func aViewAttachedLaterIsShownTheItemsAndTheTotal() async {
    let presenter = makePresenter()
    await cart.send([Self.lipstick, Self.mask])
    presenter.detach(view)
    let next = MockCartView()
    presenter.attach(next)
    next.recorder.expectCalls([
      .hideLoading, .showRows(["2 × Velvet Matte Lipstick", "3 × Charcoal Clay Mask"]),
      .showTotal(5),
    ])
    view.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showRows(["2 × Velvet Matte Lipstick", "3 × Charcoal Clay Mask"]), .showTotal(5),
    ])
    await presenter.tasks.waitUntilIdle()
    #expect(cart.subscriptionCount == 2, "the attach observes again")
  }

  @Test func aCartThatCannotBeReadIsTheErrorStateAndRetryObservesAgain() async {
    let presenter = makePresenter()
    let unreadable = ServiceError.described(
      message: "The cart can't be read from the store.", description: "damaged")
    await cart.fail(with: unreadable)
    presenter.retry()
    await cart.send([Self.lipstick])
    view.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showError("The cart can't be read from the store.", canRetry: true),
      .showLoading, .hideLoading, .showRows(["2 × Velvet Matte Lipstick"]), .showTotal(2),
    ])
  }

  @Test func theObservationEndsWithThePresenterAndNothingLeaks() async {
    let leaks = LeakTracker()
    do {
      let presenter = makePresenter()
      leaks.track(presenter, as: "presenter")
      leaks.track(presenter.list, as: "list")
      leaks.track(presenter.screen, as: "screen")
      await cart.send([Self.lipstick])
      #expect(cart.isSubscribed)
    }
    #expect(!cart.isSubscribed)
    leaks.expectAllDeallocated()
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(["2 × Velvet Matte Lipstick"]), .showTotal(2),
    ])
  }
}
