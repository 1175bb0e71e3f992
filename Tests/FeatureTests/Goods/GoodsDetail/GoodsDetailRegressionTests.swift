import GoodsFeature
import MVPCore
import MVPTestSupport
import Testing

/// One test per kind of fault of issue 8 that applies to the detail screen, named after it.
@MainActor @Suite(.presenterTest) struct GoodsDetailRegressionTests {
  let service = StubGoodsService()
  let view = MockGoodsDetailView()
  let presenter: GoodsDetailPresenter
  let lamp = GoodsDetailPresenterTests.lampViewModel

  init() {
    presenter = GoodsDetailPresenter(
      productID: 9, service: service, coupon: .amountOff(20, threshold: 100),
      dispatcher: .immediate)
    presenter.attach(view)
  }

  private func showLamp() {
    presenter.viewDidLoad()
    service.details.succeed(with: GoodsSamples.lamp)
    view.recorder.expectCalls([.showLoading, .hideLoading, .showProduct(lamp)])
  }

  @Test func progressEndsOnAReattachedView_kind1() {
    presenter.viewDidLoad()
    presenter.detach(view)
    presenter.attach(view)

    service.details.succeed(with: GoodsSamples.lamp)
    view.recorder.expectCalls([.showLoading, .showLoading])
    service.details.succeed(with: GoodsSamples.lamp)

    view.recorder.expectCalls([.hideLoading, .showProduct(lamp)])
  }

  @Test func anInterruptedLoadResumesOnTheNextView_kind2() {
    let secondView = MockGoodsDetailView()
    presenter.viewDidLoad()
    presenter.detach(view)
    presenter.attach(secondView)

    #expect(service.details.requests == [9, 9])
    #expect(service.details.cancelledRequests == [9])
    secondView.recorder.expectCalls([.showLoading])
    service.details.succeed(with: GoodsSamples.lamp, at: 1)

    secondView.recorder.expectCalls([.hideLoading, .showProduct(lamp)])
    service.details.succeed(with: GoodsSamples.lamp)
    secondView.recorder.expectNoCalls()
    view.recorder.expectCalls([.showLoading])
  }

  @Test(arguments: GoodsDetailExternalCancellation.allCases)
  func aLoadCancelledByTheServiceIsAnErrorWithRetry_kind3(
    _ cancellation: GoodsDetailExternalCancellation
  ) {
    presenter.viewDidLoad()
    service.details.fail(with: cancellation.error)

    view.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showError(message: GoodsDetailExternalCancellation.message, canRetry: true),
    ])
    presenter.retry()
    service.details.succeed(with: GoodsSamples.lamp)
    view.recorder.expectCalls([.showLoading, .hideLoading, .showProduct(lamp)])
  }

  @Test(arguments: GoodsDetailExternalCancellation.allCases)
  func aCartAdditionCancelledByTheServiceIsAMessage_kind3(
    _ cancellation: GoodsDetailExternalCancellation
  ) {
    showLamp()
    presenter.addToCart(quantity: 1)
    service.cart.fail(with: cancellation.error)

    view.recorder.expectCalls([
      .showMessage(
        "Couldn't add Desk Lamp to your cart. \(GoodsDetailExternalCancellation.message)")
    ])
  }

  @Test func aCancellationThePresenterAskedForStaysSilent_kind3() {
    presenter.viewDidLoad()
    presenter.detach(view)

    service.details.fail(with: ServiceError.cancelled)

    view.recorder.expectCalls([.showLoading])
    presenter.attach(view)
    service.details.fail(with: ServiceError.offline)
    view.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showError(message: GoodsListHarness.offlineMessage, canRetry: true),
    ])
  }

  @Test func lifecycleEventsRepeatedDuringTheLoadSendOneRequest_kind6() {
    presenter.viewDidLoad()
    presenter.viewWillAppear()
    presenter.viewDidLoad()
    presenter.viewDidDisappear()
    presenter.retry()
    presenter.viewWillAppear()
    presenter.viewDidLoad()

    #expect(service.details.requests == [9])
    view.recorder.expectCalls([.showLoading])
    service.details.succeed(with: GoodsSamples.lamp)
    presenter.viewDidLoad()
    presenter.viewWillAppear()

    view.recorder.expectCalls([.hideLoading, .showProduct(lamp)])
    #expect(service.details.requests == [9])
  }

  @Test func lifecycleEventsDuringAnInterruptedLoadStartNoSecondOne_kind6() {
    let secondView = MockGoodsDetailView()
    presenter.viewDidLoad()
    presenter.detach(view)

    presenter.viewDidLoad()
    presenter.viewWillAppear()
    presenter.retry()

    #expect(service.details.requests == [9])
    presenter.attach(secondView)
    presenter.viewDidLoad()
    #expect(service.details.requests == [9, 9])
    service.details.succeed(with: GoodsSamples.lamp, at: 1)
    secondView.recorder.expectCalls([.showLoading, .hideLoading, .showProduct(lamp)])
    service.details.succeed(with: GoodsSamples.lamp)
    secondView.recorder.expectNoCalls()
    view.recorder.expectCalls([.showLoading])
  }

  @Test func aLateDetachOfAReplacedViewDoesNotCancelTheLoad_kind8() {
    let newView = MockGoodsDetailView()
    presenter.viewDidLoad()
    presenter.attach(newView)

    presenter.detach(view)
    service.details.succeed(with: GoodsSamples.lamp)

    #expect(service.details.cancelledRequests.isEmpty)
    newView.recorder.expectCalls([.showLoading, .hideLoading, .showProduct(lamp)])
    view.recorder.expectCalls([.showLoading])
  }

  @Test func aCartAdditionInFlightAtDetachReachesTheNextView_kind9() {
    let secondView = MockGoodsDetailView()
    showLamp()
    presenter.addToCart(quantity: 1)

    presenter.detach(view)
    presenter.attach(secondView)
    service.cart.succeed(with: 1)

    #expect(service.cart.cancelledRequests.isEmpty)
    secondView.recorder.expectCalls([
      .hideLoading, .showProduct(lamp),
      .showMessage("Added 1 unit of Desk Lamp to your cart. Items in cart: 1."),
    ])
  }

  @Test func aCartAdditionAnsweredWhileDetachedIsShownByTheNextView_kind9() {
    let secondView = MockGoodsDetailView()
    showLamp()
    presenter.addToCart(quantity: 2)
    presenter.detach(view)

    service.cart.succeed(with: 2)
    presenter.attach(secondView)

    #expect(service.cart.cancelledRequests.isEmpty)
    secondView.recorder.expectCalls([
      .hideLoading, .showProduct(lamp),
      .showMessage("Added 2 units of Desk Lamp to your cart. Items in cart: 2."),
    ])
  }

  @Test func aCartMessageWaitsUntilTheViewAppearsAgain_kind10() {
    showLamp()
    presenter.addToCart(quantity: 1)
    presenter.viewDidDisappear()

    service.cart.succeed(with: 3)

    view.recorder.expectNoCalls()
    #expect(presenter.pendingWorkDescriptions.count == 1)
    presenter.viewWillAppear()
    view.recorder.expectCalls([
      .showMessage("Added 1 unit of Desk Lamp to your cart. Items in cart: 3.")
    ])
  }
}
