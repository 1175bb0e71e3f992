import GoodsFeature
import MVPCore
import MVPTestSupport
import Testing

/// The goods detail's observable screen state, driven by the real presenter: its values, the
/// quantity field, and which of its properties notify observers, in which order.
@MainActor @Suite(.presenterTest) struct GoodsDetailScreenStateTests {
  let service = StubGoodsService()

  /// A presenter for `productID` with its state attached, and the state's change log.
  private func makeState(
    productID: Int
  ) -> (GoodsDetailScreenState, ObservedChanges<GoodsDetailScreenState>) {
    let presenter = GoodsDetailPresenter(
      productID: productID, service: service, dispatcher: .immediate)
    let state = GoodsDetailScreenState(presenter: presenter)
    presenter.attach(state)
    let changes = ObservedChanges(
      state,
      [
        "product": \.product, "quantity": \.quantity, "isLoading": \.isLoading,
        "errorMessage": \.errorMessage, "canRetry": \.canRetry, "messages": \.messages,
      ])
    return (state, changes)
  }

  @Test func theProductReplacesTheLoadingIndicatorAndSetsTheMinimumQuantity() {
    let (state, changes) = makeState(productID: 7)

    state.appear()
    #expect(state.isLoading)
    changes.expectChanges(["isLoading"])
    service.details.succeed(with: GoodsSamples.lipBalm)

    changes.expectChanges(["isLoading", "quantity", "product"])
    #expect(state.product == GoodsDetailPresenterTests.lipBalmViewModel)
    #expect(state.quantity == 2)
    #expect(!state.isLoading && state.errorMessage == nil && state.messages.isEmpty)
    state.appear()
    #expect(service.details.requests == [7])
  }

  @Test func addingToTheCartSendsTheChosenQuantityAndQueuesTheAnswer() {
    let (state, changes) = makeState(productID: 7)
    state.appear()
    service.details.succeed(with: GoodsSamples.lipBalm)
    changes.expectChanges(["isLoading", "quantity", "product"])

    state.quantity = 1
    state.addToCart()
    state.quantity = 3
    state.addToCart()
    service.cart.succeed(with: 3)

    #expect(service.cart.requests == [.init(productID: 7, quantity: 3, stock: 3)])
    changes.expectChanges(["quantity", "messages"])
    #expect(
      state.messages.map(\.text) == [
        "Please order at least 2 of this item.",
        "Added 3 units of Lip Balm to your cart. Items in cart: 3.",
      ])
    state.dismissMessage(state.messages[0])
    #expect(
      state.messages.map(\.text) == ["Added 3 units of Lip Balm to your cart. Items in cart: 3."])
  }

  @Test func aMissingProductOffersNoRetry() {
    let (state, changes) = makeState(productID: 70)

    state.appear()
    service.details.fail(with: ServiceError.httpStatus(code: 404, message: nil))

    changes.expectChanges(["isLoading", "errorMessage"])
    #expect(state.errorMessage != nil && !state.canRetry && state.product == nil)
  }

  @Test func anErrorOffersRetryAndRetryLoadsTheProduct() {
    let (state, changes) = makeState(productID: 9)
    state.appear()
    service.details.fail(with: ServiceError.timeout)
    changes.expectChanges(["isLoading", "errorMessage", "canRetry"])
    #expect(state.errorMessage == ServiceError.timeout.userMessage && state.canRetry)

    state.retry()
    service.details.succeed(with: GoodsSamples.lamp)

    changes.expectChanges(["isLoading", "errorMessage", "canRetry", "product"])
    #expect(state.errorMessage == nil && !state.canRetry)
    #expect(state.product?.id == 9 && state.quantity == 1)
  }

  @Test func aMessageSentWhileTheViewIsHiddenArrivesWhenItAppears() {
    let (state, changes) = makeState(productID: 8)
    state.appear()
    service.details.succeed(with: GoodsSamples.kettle)
    state.disappear()
    changes.expectChanges(["isLoading", "product"])

    state.addToCart()
    changes.expectNoChanges()
    state.appear()

    changes.expectChanges(["messages"])
    #expect(state.messages.map(\.text) == ["Kettle is out of stock."])
  }
}
