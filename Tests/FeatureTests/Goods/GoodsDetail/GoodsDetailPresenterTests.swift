import Foundation
import GoodsFeature
import MVPCore
import MVPTestSupport
import Testing

@MainActor @Suite(.presenterTest) struct GoodsDetailPresenterTests {
  let service = StubGoodsService()
  let view = MockGoodsDetailView()

  static let lampViewModel = GoodsDetailViewModel(
    id: 9, title: "Desk Lamp", description: "A warm light.", brandText: "Lumen", ratingText: "4.9",
    priceText: "¥108.00", originalPriceText: "¥120.00", availabilityText: "In stock",
    isAvailable: true, shippingText: "Free shipping · Ships in 1 week",
    couponText: "Save ¥20.00 on ¥100.00 or more", finalPriceText: "¥88.00",
    minimumOrderQuantity: 1, thumbnailURL: URL(string: "https://cdn.example.com/lamp.png"))

  static let lipBalmViewModel = GoodsDetailViewModel(
    id: 7, title: "Lip Balm", description: "Keeps lips soft.", brandText: nil, ratingText: "4.6",
    priceText: "¥8.99", originalPriceText: "¥9.99", availabilityText: "Low stock",
    isAvailable: true, shippingText: "Ships in 2 days", couponText: nil, finalPriceText: "¥8.99",
    minimumOrderQuantity: 2)

  static let kettleViewModel = GoodsDetailViewModel(
    id: 8, title: "Kettle", description: "", brandText: "Boilwell", ratingText: nil,
    priceText: "¥129.00", originalPriceText: nil, availabilityText: "Out of stock",
    isAvailable: false, shippingText: "Free shipping", couponText: nil, finalPriceText: "¥129.00",
    minimumOrderQuantity: 1)

  private func makePresenter(
    productID: Int,
    coupon: Coupon? = nil,
    options: GoodsDisplayOptions = GoodsDisplayOptions(),
    dispatcher: any Dispatcher = .immediate
  ) -> GoodsDetailPresenter {
    let presenter = GoodsDetailPresenter(
      productID: productID, service: service, options: options, coupon: coupon,
      dispatcher: dispatcher)
    presenter.attach(view)
    return presenter
  }

  @discardableResult
  private func show(
    _ product: Product, coupon: Coupon? = nil, options: GoodsDisplayOptions = GoodsDisplayOptions(),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> GoodsDetailPresenter {
    let presenter = makePresenter(productID: product.id, coupon: coupon, options: options)
    presenter.viewDidLoad()
    service.details.succeed(
      with: product, fileID: fileID, filePath: filePath, line: line, column: column)
    return presenter
  }

  @Test func showsTheProductPricedUnderTheCoupon() {
    let presenter = makePresenter(productID: 9, coupon: .amountOff(20, threshold: 100))

    presenter.viewDidLoad()

    view.recorder.expectCalls([.showLoading])
    #expect(service.details.requests == [9])
    service.details.succeed(with: GoodsSamples.lamp)
    view.recorder.expectCalls([.hideLoading, .showProduct(Self.lampViewModel)])
    #expect(presenter.resource.value?.value == GoodsSamples.lamp)
  }

  @Test func aProductWithoutBrandOrCoupon() {
    show(GoodsSamples.lipBalm)

    view.recorder.expectCalls([.showLoading, .hideLoading, .showProduct(Self.lipBalmViewModel)])
  }

  @Test func anOutOfStockProductWithAPercentageCoupon() {
    show(GoodsSamples.kettle, coupon: .percentageOff(10, cap: 5))

    view.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showProduct(
        GoodsDetailViewModel(
          id: 8, title: "Kettle", description: "", brandText: "Boilwell", ratingText: nil,
          priceText: "¥129.00", originalPriceText: nil, availabilityText: "Out of stock",
          isAvailable: false, shippingText: "Free shipping", couponText: "10% off, up to ¥5.00",
          finalPriceText: "¥124.00", minimumOrderQuantity: 1)),
    ])
  }

  @Test func aCouponThatDoesNotApplyLeavesTheSalePrice() {
    show(GoodsSamples.lipBalm, coupon: .amountOff(20, threshold: 100))

    view.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showProduct(
        GoodsDetailViewModel(
          id: 7, title: "Lip Balm", description: "Keeps lips soft.", brandText: nil,
          ratingText: "4.6", priceText: "¥8.99", originalPriceText: "¥9.99",
          availabilityText: "Low stock", isAvailable: true, shippingText: "Ships in 2 days",
          couponText: "Save ¥20.00 on ¥100.00 or more", finalPriceText: "¥8.99",
          minimumOrderQuantity: 2)),
    ])
  }

  @Test func chineseTexts() {
    let presenter = show(
      GoodsSamples.lamp, coupon: .amountOff(20, threshold: 100),
      options: GoodsDisplayOptions(texts: .simplifiedChinese))

    view.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showProduct(
        GoodsDetailViewModel(
          id: 9, title: "Desk Lamp", description: "A warm light.", brandText: "Lumen",
          ratingText: "4.9", priceText: "¥108.00", originalPriceText: "¥120.00",
          availabilityText: "有货", isAvailable: true, shippingText: "包邮 · Ships in 1 week",
          couponText: "满¥100.00减¥20.00", finalPriceText: "¥88.00", minimumOrderQuantity: 1,
          thumbnailURL: URL(string: "https://cdn.example.com/lamp.png"))),
    ])
    presenter.addToCart(quantity: 1)
    service.cart.succeed(with: 1)
    view.recorder.expectCalls([.showMessage("已将 1 件Desk Lamp加入购物车，购物车共 1 件。")])
  }

  @Test func aFailureShowsTheErrorStateAndRetryRecovers() {
    let presenter = makePresenter(productID: 9, coupon: .amountOff(20, threshold: 100))
    presenter.viewDidLoad()

    service.details.fail(with: ServiceError.offline)
    view.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showError(message: GoodsListHarness.offlineMessage, canRetry: true),
    ])
    presenter.retry()
    presenter.retry()
    service.details.succeed(with: GoodsSamples.lamp)

    view.recorder.expectCalls([.showLoading, .hideLoading, .showProduct(Self.lampViewModel)])
    #expect(service.details.requests == [9, 9])
    presenter.retry()
    presenter.viewDidLoad()
    #expect(service.details.requests == [9, 9])
  }

  @Test func aMissingProductCannotBeRetried() {
    let presenter = makePresenter(productID: 7)
    presenter.viewDidLoad()

    service.details.fail(
      with: ServiceError.httpStatus(code: 404, message: "Product with id '7' not found"))

    view.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showError(
        message:
          "The server couldn't complete the request (error 404): \"Product with id '7' not found\".",
        canRetry: false),
    ])
  }

  @Test func addsAtLeastTheMinimumOrderQuantity() {
    let presenter = show(GoodsSamples.lipBalm)
    view.recorder.expectCalls([.showLoading, .hideLoading, .showProduct(Self.lipBalmViewModel)])

    presenter.addToCart(quantity: 1)
    presenter.addToCart(quantity: 0)
    presenter.addToCart(quantity: -3)
    view.recorder.expectCalls(
      Array(repeating: .showMessage("Please order at least 2 of this item."), count: 3))
    #expect(service.cart.requests.isEmpty)
    presenter.addToCart(quantity: 2)
    presenter.addToCart(quantity: 3)

    #expect(
      service.cart.requests == [
        .init(productID: 7, quantity: 2, stock: 3), .init(productID: 7, quantity: 3, stock: 3),
      ])
    service.cart.succeed(with: 2)
    service.cart.succeed(with: 5)
    view.recorder.expectCalls([
      .showMessage("Added 2 units of Lip Balm to your cart. Items in cart: 2."),
      .showMessage("Added 3 units of Lip Balm to your cart. Items in cart: 5."),
    ])
  }

  /// Issue 22: one stock message, from the cart, which knows what it holds: more than the stock
  /// says so with the units in the cart when there are some.
  @Test func addsNoMoreThanTheUnitsInStock() {
    let presenter = show(GoodsSamples.lipBalm)
    view.recorder.expectCalls([.showLoading, .hideLoading, .showProduct(Self.lipBalmViewModel)])
    let stock = GoodsSamples.lipBalm.stock

    presenter.addToCart(quantity: stock + 1)
    presenter.addToCart(quantity: 999_999)
    #expect(
      service.cart.requests == [
        .init(productID: 7, quantity: stock + 1, stock: stock),
        .init(productID: 7, quantity: 999_999, stock: stock),
      ])
    service.cart.fail(with: CartError.exceedsStock(stock: stock, inCart: 0))
    service.cart.fail(with: CartError.exceedsStock(stock: stock, inCart: 1))
    view.recorder.expectCalls([
      .showMessage("Only \(stock) left in stock."),
      .showMessage(
        "Only \(stock) in stock and 1 in your cart already: you can add up to \(stock - 1) more."),
    ])

    presenter.addToCart(quantity: stock)
    #expect(service.cart.requests.last == .init(productID: 7, quantity: stock, stock: stock))
    service.cart.succeed(with: stock)
    view.recorder.expectCalls([
      .showMessage("Added \(stock) units of Lip Balm to your cart. Items in cart: \(stock).")
    ])
  }

  /// Issue 12: `open 1`, `cart 98`, `cart 98` must not put 196 units of a product with 98 in stock
  /// in the cart: the presenter passes the stock, the cart refuses, the message says why.
  @Test func theCartsStockRefusalSaysWhatIsInTheCart() {
    let presenter = show(GoodsSamples.lipBalm)
    view.recorder.expectCalls([.showLoading, .hideLoading, .showProduct(Self.lipBalmViewModel)])

    presenter.addToCart(quantity: 3)
    presenter.addToCart(quantity: 2)
    service.cart.succeed(with: 3)
    service.cart.fail(with: CartError.exceedsStock(stock: 3, inCart: 3))

    #expect(
      service.cart.requests == [
        .init(productID: 7, quantity: 3, stock: 3), .init(productID: 7, quantity: 2, stock: 3),
      ])
    view.recorder.expectCalls([
      .showMessage("Added 3 units of Lip Balm to your cart. Items in cart: 3."),
      .showMessage("All 3 units in stock are in your cart already."),
    ])
  }

  @Test func anUnavailableProductIsNotAdded() {
    let presenter = show(GoodsSamples.kettle)
    view.recorder.expectCalls([.showLoading, .hideLoading, .showProduct(Self.kettleViewModel)])

    presenter.addToCart(quantity: 1)

    view.recorder.expectCalls([.showMessage("Kettle is out of stock.")])
    #expect(service.cart.requests.isEmpty)
  }

  @Test func addingBeforeTheProductLoadedDoesNothing() {
    let presenter = makePresenter(productID: 9)
    presenter.viewDidLoad()

    presenter.addToCart(quantity: 3)

    view.recorder.expectCalls([.showLoading])
    #expect(service.cart.requests.isEmpty)
    service.details.fail(with: ServiceError.offline)
    presenter.addToCart(quantity: 3)
    #expect(service.cart.requests.isEmpty)
    view.recorder.expectCalls([
      .hideLoading, .showError(message: GoodsListHarness.offlineMessage, canRetry: true),
    ])
  }

  @Test func aCartFailureIsAMessage() {
    let presenter = show(GoodsSamples.lamp)
    view.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showProduct(
        GoodsDetailViewModel(
          id: 9, title: "Desk Lamp", description: "A warm light.", brandText: "Lumen",
          ratingText: "4.9", priceText: "¥108.00", originalPriceText: "¥120.00",
          availabilityText: "In stock", isAvailable: true,
          shippingText: "Free shipping · Ships in 1 week", couponText: nil,
          finalPriceText: "¥108.00", minimumOrderQuantity: 1,
          thumbnailURL: URL(string: "https://cdn.example.com/lamp.png"))),
    ])

    presenter.addToCart(quantity: 1)
    service.cart.fail(with: ServiceError.unreachable)

    view.recorder.expectCalls([
      .showMessage(
        "Couldn't add Desk Lamp to your cart. "
          + "The server can't be reached right now. Please try again later.")
    ])
  }

  @Test func backgroundAnswersReachTheViewOnTheMainQueue() async {
    let presenter = makePresenter(
      productID: 9, coupon: .amountOff(20, threshold: 100), dispatcher: .main)

    presenter.viewDidLoad()
    service.details.succeed(with: GoodsSamples.lamp, on: .global())
    await view.recorder.waitForCalls(count: 3)
    view.recorder.expectCalls([.showLoading, .hideLoading, .showProduct(Self.lampViewModel)])
    presenter.addToCart(quantity: 1)
    service.cart.fail(with: ServiceError.timeout, on: .global())
    await view.recorder.waitForCalls(count: 4)

    view.recorder.expectCalls([
      .showMessage("Couldn't add Desk Lamp to your cart. \(GoodsListHarness.timeoutMessage)")
    ])
  }

  @Test func detachingMidRequestCancelsItAndTheNextViewResumesIt() {
    let presenter = makePresenter(productID: 9)
    presenter.viewDidLoad()

    presenter.detach(view)
    service.details.succeed(with: GoodsSamples.lamp)

    view.recorder.expectCalls([.showLoading])
    #expect(service.details.cancelledRequests == [9])
    #expect(presenter.resource.value?.value == nil)
    let secondView = MockGoodsDetailView()
    presenter.attach(secondView)
    #expect(service.details.requests == [9, 9])
    presenter.viewDidLoad()
    #expect(service.details.requests == [9, 9])
    service.details.fail(with: ServiceError.offline)
    secondView.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showError(message: GoodsListHarness.offlineMessage, canRetry: true),
    ])
  }

  @Test func aNewViewGetsTheProductWithoutReloading() {
    let presenter = show(GoodsSamples.lipBalm)
    view.recorder.expectCalls([.showLoading, .hideLoading, .showProduct(Self.lipBalmViewModel)])
    presenter.detach(view)
    let secondView = MockGoodsDetailView()

    presenter.attach(secondView)
    presenter.viewDidLoad()

    secondView.recorder.expectCalls([.hideLoading, .showProduct(Self.lipBalmViewModel)])
    #expect(service.details.requests == [7])
  }
}
