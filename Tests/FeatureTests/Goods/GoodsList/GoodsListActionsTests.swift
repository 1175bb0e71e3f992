import Foundation
import GoodsFeature
import MVPCore
import MVPTestSupport
import Testing

@MainActor @Suite(.presenterTest) struct GoodsListActionsTests {
  let harness = GoodsListHarness()
  var service: StubGoodsService { harness.service }
  var view: MockGoodsListView { harness.view }

  static let shopRows = [GoodsSamples.lampRow, GoodsSamples.lipBalmRow, GoodsSamples.kettleRow]

  /// Loads [lamp, lip balm, kettle] as the first and only page.
  private func showShop(_ presenter: GoodsListPresenter) {
    presenter.viewDidLoad()
    service.pages.succeed(
      with: Page(
        items: [GoodsSamples.lamp, GoodsSamples.lipBalm, GoodsSamples.kettle], offset: 0, total: 3))
    view.recorder.expectCalls([.showLoading, .hideLoading, .showGoods(Self.shopRows)])
  }

  @Test func tappingARowOpensItsDetailByID() {
    let presenter = harness.makePresenter()
    showShop(presenter)

    presenter.selectProduct(at: 1)
    presenter.selectProduct(at: 2)

    harness.router.recorder.expectCalls([.detail(productID: 7), .detail(productID: 8)])
  }

  @Test(arguments: [-1, 3, 100, Int.max])
  func tapsOutsideTheRowsDoNothing(index: Int) {
    let presenter = harness.makePresenter()
    showShop(presenter)

    presenter.selectProduct(at: index)
    presenter.addToCart(at: index)

    harness.router.recorder.expectNoCalls()
    view.recorder.expectNoCalls()
    #expect(service.cart.requests.isEmpty)
  }

  @Test func tapsBeforeAnyRowDoNothing() {
    let presenter = harness.makePresenter()
    presenter.viewDidLoad()

    presenter.selectProduct(at: 0)
    presenter.addToCart(at: 0)

    harness.router.recorder.expectNoCalls()
    #expect(service.cart.requests.isEmpty)
    view.recorder.expectCalls([.showLoading])
    service.pages.succeed(with: Page(items: [], offset: 0, total: 0))
    view.recorder.expectCalls([.hideLoading, .showEmpty(message: "No products yet.")])
  }

  @Test func addingToTheCartShowsTheNewItemCount() {
    let presenter = harness.makePresenter()
    showShop(presenter)

    presenter.addToCart(at: 1)

    #expect(service.cart.requests == [.init(productID: 7, quantity: 2, stock: 3)])
    service.cart.succeed(with: 5)
    view.recorder.expectCalls([
      .showMessage("Added 2 units of Lip Balm, its minimum order, to your cart. Items in cart: 5.")
    ])
  }

  @Test func anUnavailableProductIsNotAdded() {
    let presenter = harness.makePresenter()
    showShop(presenter)

    presenter.addToCart(at: 2)

    view.recorder.expectCalls([.showMessage("Kettle is out of stock.")])
    #expect(service.cart.requests.isEmpty)
  }

  @Test func theRowIsResolvedToItsProductWhenTapped() {
    let presenter = harness.makePresenter()
    showShop(presenter)

    presenter.addToCart(at: 0)
    presenter.refresh()
    service.pages.succeed(
      with: Page(items: [GoodsSamples.kettle, GoodsSamples.lipBalm], offset: 0, total: 2))
    view.recorder.expectCalls([
      .endRefreshing, .showGoods([GoodsSamples.kettleRow, GoodsSamples.lipBalmRow]),
    ])
    service.cart.succeed(with: 1)

    #expect(service.cart.requests == [.init(productID: 9, quantity: 1, stock: 40)])
    view.recorder.expectCalls([
      .showMessage("Added 1 unit of Desk Lamp, its minimum order, to your cart. Items in cart: 1.")
    ])
  }

  @Test func severalAdditionsAreAllAnswered() {
    let presenter = harness.makePresenter()
    showShop(presenter)

    presenter.addToCart(at: 0)
    presenter.addToCart(at: 1)
    service.cart.succeed(with: 3, at: 1)
    service.cart.succeed(with: 4)

    view.recorder.expectCalls([
      .showMessage("Added 2 units of Lip Balm, its minimum order, to your cart. Items in cart: 3."),
      .showMessage("Added 1 unit of Desk Lamp, its minimum order, to your cart. Items in cart: 4."),
    ])
  }

  @Test func aCartFailureIsAMessage() {
    let presenter = harness.makePresenter()
    showShop(presenter)

    presenter.addToCart(at: 0)
    service.cart.fail(with: ServiceError.httpStatus(code: 409, message: "Cart is full"))

    view.recorder.expectCalls([
      .showMessage(
        "Couldn't add Desk Lamp to your cart. "
          + "The server couldn't complete the request (error 409): \"Cart is full\".")
    ])
  }

  /// Issue 12: the cart keeps the stock rule, counting the units it holds already; the list says
  /// how many are in stock and in the cart.
  @Test func theCartsStockRefusalIsAMessage() {
    let presenter = harness.makePresenter()
    showShop(presenter)

    presenter.addToCart(at: 1)
    presenter.addToCart(at: 1)
    service.cart.succeed(with: 2)
    service.cart.fail(with: CartError.exceedsStock(stock: 3, inCart: 2))
    presenter.addToCart(at: 1)
    service.cart.fail(with: CartError.exceedsStock(stock: 3, inCart: 3))

    #expect(
      service.cart.requests
        == Array(repeating: .init(productID: 7, quantity: 2, stock: 3), count: 3))
    view.recorder.expectCalls([
      .showMessage("Added 2 units of Lip Balm, its minimum order, to your cart. Items in cart: 2."),
      .showMessage("Only 3 in stock and 2 in your cart already: you can add up to 1 more."),
      .showMessage("All 3 units in stock are in your cart already."),
    ])
  }

  /// The presenter never cancels a cart addition, so a cancellation the service reports is a
  /// failure like any other (issue 8, kind 3).
  @Test func aCartCallCancelledByTheServiceIsAMessage() {
    let presenter = harness.makePresenter()
    showShop(presenter)

    presenter.addToCart(at: 0)
    service.cart.fail(with: ServiceError.cancelled)

    view.recorder.expectCalls([
      .showMessage("Couldn't add Desk Lamp to your cart. The request was cancelled.")
    ])
  }

  @Test func aBackgroundCartAnswerReachesTheViewOnTheMainQueue() async {
    let presenter = harness.makePresenter(dispatcher: .main)
    presenter.viewDidLoad()
    service.pages.succeed(
      with: Page(items: [GoodsSamples.lamp], offset: 0, total: 1), on: .global())
    await view.recorder.waitForCalls(count: 3)
    view.recorder.expectCalls([.showLoading, .hideLoading, .showGoods([GoodsSamples.lampRow])])

    presenter.addToCart(at: 0)
    service.cart.succeed(with: 2, on: .global())
    await view.recorder.waitForCalls(count: 4)

    view.recorder.expectCalls([
      .showMessage("Added 1 unit of Desk Lamp, its minimum order, to your cart. Items in cart: 2.")
    ])
  }

  /// A cart addition is a write: a detach does not cancel it, and its message waits for the
  /// next view (issue 8, kind 9).
  @Test func detachingLetsAPendingAdditionFinish() {
    let presenter = harness.makePresenter()
    showShop(presenter)
    presenter.addToCart(at: 0)

    presenter.detach(view)
    service.cart.succeed(with: 1)

    #expect(service.cart.cancelledRequests.isEmpty)
    view.recorder.expectNoCalls()
    #expect(presenter.pendingWorkDescriptions.count == 1)
    presenter.attach(view)
    view.recorder.expectCalls([
      .hideLoading, .showGoods(Self.shopRows),
      .showMessage("Added 1 unit of Desk Lamp, its minimum order, to your cart. Items in cart: 1."),
    ])
  }

  @Test func aMessageSentWithoutAViewIsShownOnceByTheNextView() {
    let presenter = harness.makePresenter()
    showShop(presenter)
    presenter.detach(view)

    presenter.addToCart(at: 2)
    #expect(presenter.pendingWorkDescriptions.count == 1)
    let secondView = MockGoodsListView()
    presenter.attach(secondView)

    secondView.recorder.expectCalls([
      .hideLoading, .showGoods(Self.shopRows),
      .showMessage("Kettle is out of stock."),
    ])
    presenter.detach(secondView)
    let thirdView = MockGoodsListView()
    presenter.attach(thirdView)
    thirdView.recorder.expectCalls([.hideLoading, .showGoods(Self.shopRows)])
  }
}
