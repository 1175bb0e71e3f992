import Foundation
import GoodsFeature
import MVPClock
import MVPCore
import MVPTestSupport
import Testing

/// The goods detail screen embeds the flash-sale countdown (issue 13): the same presenter type as
/// the flash-sale page's banner, attached to the detail's view; the sale price is offered only
/// while the sale runs.
@MainActor @Suite(.presenterTest) struct GoodsDetailFlashSaleTests {
  let clock = ManualClock()
  let service = StubGoodsService()
  let view = MockGoodsDetailView()

  /// Product 1 (10.00, 50 in stock) with a sale at 7.50 from `startsIn` for `length` seconds.
  func product(startsIn: TimeInterval, length: TimeInterval) -> Product {
    let start = clock.now.date.addingTimeInterval(startsIn)
    return Product(
      id: 1, title: "Item 1", price: 10, stock: 50,
      flashSale: FlashSale(start: start, end: start.addingTimeInterval(length), price: 7.5))
  }

  func makePresenter() -> GoodsDetailPresenter {
    let presenter = GoodsDetailPresenter(
      productID: 1, service: service, options: GoodsDisplayOptions(), coupon: nil,
      dispatcher: .immediate, clock: clock)
    presenter.attach(view)
    presenter.viewDidLoad()
    return presenter
  }

  /// The prices of the product shown by `call`: the price and the original price.
  func prices(_ call: MockGoodsDetailView.Call?) -> [String?] {
    guard case .showProduct(let model) = call else {
      return ["not a product: \(String(describing: call))"]
    }
    return [model.priceText, model.originalPriceText]
  }

  static func countdown(_ phase: FlashSalePhase, _ text: String) -> MockGoodsDetailView.Call {
    .showCountdown(FlashSaleCountdownViewModel(phase: phase, text: text))
  }

  @Test func aRunningSaleShowsItsPriceAndCountdownAndTheEndRestoresTheRegularPrice() async {
    let presenter = makePresenter()
    service.details.succeed(with: product(startsIn: -10, length: 15))
    let loaded = view.recorder.unassertedCalls
    #expect(loaded.count == 4)
    #expect(loaded.prefix(2) == [.showLoading, .hideLoading])
    #expect(prices(loaded[2]) == ["¥7.50", "¥10.00"])
    #expect(loaded[3] == Self.countdown(.running, "Ends in 00:00:05"))
    view.recorder.expectCalls(loaded)
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(5))
    await presenter.countdown.tasks.waitUntilIdle()
    let ended = view.recorder.unassertedCalls
    #expect(ended.first == Self.countdown(.ended, "Flash sale ended"))
    #expect(prices(ended.dropFirst().first) == ["¥10.00", nil])
    #expect(ended.last == .showMessage("The flash sale has ended; the regular price applies."))
    #expect(ended.count == 3)
    view.recorder.expectCalls(ended)
    // Adding to the cart now goes at the regular price shown.
    presenter.addToCart(quantity: 1)
    #expect(service.cart.requests.map(\.productID) == [1])
    service.cart.succeed(with: 1)
    view.recorder.expectCalls([
      .showMessage("Added 1 unit of Item 1 to your cart. Items in cart: 1.")
    ])
  }

  @Test(.presenterTest(skipping: .runningWork))
  func anUpcomingSaleShowsTheRegularPriceUntilItStarts() async {
    let presenter = makePresenter()
    service.details.succeed(with: product(startsIn: 2, length: 60))
    let loaded = view.recorder.unassertedCalls
    #expect(prices(loaded[2]) == ["¥10.00", nil])
    #expect(loaded[3] == Self.countdown(.upcoming, "Starts in 00:00:02"))
    view.recorder.expectCalls(loaded)
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(1))
    await clock.waitForSleepers(1)
    view.recorder.expectCalls([Self.countdown(.upcoming, "Starts in 00:00:01")])
    clock.advance(by: .seconds(1))
    await clock.waitForSleepers(1)
    let started = view.recorder.unassertedCalls
    #expect(started.first == Self.countdown(.running, "Ends in 00:01:00"))
    #expect(prices(started.last) == ["¥7.50", "¥10.00"])
    view.recorder.expectCalls(started)
    #expect(presenter.countdown.phase == .running)
  }

  @Test func aSaleOverBeforeTheProductLoadedShowsTheRegularPriceWithoutAMessage() async {
    let presenter = makePresenter()
    service.details.succeed(with: product(startsIn: -100, length: 10))
    let loaded = view.recorder.unassertedCalls
    #expect(prices(loaded[2]) == ["¥10.00", nil])
    #expect(loaded.dropFirst(3) == [Self.countdown(.ended, "Flash sale ended")])
    view.recorder.expectCalls(loaded)
    #expect(presenter.countdown.tasks.isIdle)
  }

  @Test(.presenterTest(skipping: .viewCalls)) func aProductWithoutASaleShowsNoCountdown() {
    let presenter = makePresenter()
    service.details.succeed(with: GoodsSamples.product(1))
    #expect(
      !view.recorder.unassertedCalls.contains {
        if case .showCountdown = $0 { true } else { false }
      })
    #expect(presenter.countdown.sale == nil)
  }

  @Test(.presenterTest(skipping: [.viewCalls, .runningWork]))
  func hiddenTheDetailStopsItsCountdown() async {
    let presenter = makePresenter()
    service.details.succeed(with: product(startsIn: -10, length: 600))
    await clock.waitForSleepers(1)
    presenter.viewDidDisappear()
    await presenter.countdown.tasks.waitUntilIdle()
    #expect(clock.sleeperCount == 0)
    clock.advance(by: .seconds(60))
    presenter.viewWillAppear()
    #expect(view.recorder.unassertedCalls.last == Self.countdown(.running, "Ends in 00:08:50"))
  }

  @Test(.presenterTest(skipping: [.viewCalls, .runningWork]))
  func releasedTheDetailLeavesNoCountdownBehind() async {
    weak var released: FlashSaleCountdownPresenter?
    do {
      let presenter = makePresenter()
      service.details.succeed(with: product(startsIn: -10, length: 600))
      released = presenter.countdown
      await clock.waitForSleepers(1)
    }
    #expect(released == nil)
    #expect(clock.sleeperCount == 0)
  }

  /// Found by the checker's goods detail run at 2,000 sequences (seed 511): the device's clock
  /// set back before the sale's start, then a view attached. The product was replayed at the
  /// regular price (it is priced when shown) while the countdown still showed the sale running
  /// and slept until the sale's old boundary, so the sale price never came back when the sale
  /// started again. Each attach now reads the clock: the countdown and the price agree.
  @Test(.presenterTest(skipping: .runningWork))
  func aViewAttachedAfterTheClockWasSetBackFollowsTheSaleAgain() async {
    // The countdown's state replayed is corrected at once; the product, priced as it is shown,
    // needs no second call.
    let presenter = makePresenter()
    service.details.succeed(with: product(startsIn: -10, length: 100))
    let loaded = view.recorder.unassertedCalls
    #expect(loaded.prefix(2) == [.showLoading, .hideLoading])
    #expect(prices(loaded.dropFirst(2).first) == ["¥7.50", "¥10.00"])
    #expect(loaded.dropFirst(3) == [Self.countdown(.running, "Ends in 00:01:30")])
    view.recorder.expectCalls(loaded)
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(-20))  // 10 seconds before the start, and no tick
    let again = MockGoodsDetailView()
    presenter.attach(again)
    await clock.waitForSleepers(1)
    let attached = again.recorder.unassertedCalls
    #expect(attached.count == 4)
    #expect(attached.first == .hideLoading)
    #expect(prices(attached.dropFirst().first) == ["¥10.00", nil])  // priced for the time now
    #expect(attached.dropFirst(2).first == Self.countdown(.running, "Ends in 00:01:30"))
    #expect(attached.last == Self.countdown(.upcoming, "Starts in 00:00:10"))
    again.recorder.expectCalls(attached)
    clock.advance(by: .seconds(15))
    await clock.waitForSleepers(1)
    let started = again.recorder.unassertedCalls
    #expect(started.first == Self.countdown(.running, "Ends in 00:01:35"))
    #expect(prices(started.last) == ["¥7.50", "¥10.00"])
    #expect(started.count == 2)
    again.recorder.expectCalls(started)
  }

  /// Found by the checker's goods detail run at 2,000 sequences (seed 1647): the product loaded
  /// while the screen was hidden, before its sale started, and the sale started meanwhile. The
  /// countdown, paused, first saw the sale at `viewWillAppear`, already running, and the detail
  /// took a first phase for the phase the product loaded in: the regular price stayed on screen
  /// through the sale. A phase first seen later now prices the product again.
  @Test(.presenterTest(skipping: .runningWork))
  func aSaleThatStartedWhileTheScreenWasHiddenShowsItsPriceWhenItAppears() async {
    let presenter = makePresenter()
    presenter.viewWillAppear()
    presenter.viewDidDisappear()
    service.details.succeed(with: product(startsIn: 30, length: 100))
    let loaded = view.recorder.unassertedCalls
    #expect(loaded.prefix(2) == [.showLoading, .hideLoading])
    #expect(prices(loaded.dropFirst(2).first) == ["¥10.00", nil])
    #expect(loaded.count == 3)  // the countdown pauses while hidden
    view.recorder.expectCalls(loaded)
    clock.advance(by: .seconds(60))  // the sale runs, 70 seconds left
    presenter.viewWillAppear()
    await clock.waitForSleepers(1)
    let appeared = view.recorder.unassertedCalls
    #expect(appeared.first == Self.countdown(.running, "Ends in 00:01:10"))
    #expect(prices(appeared.last) == ["¥7.50", "¥10.00"])
    #expect(appeared.count == 2)
    view.recorder.expectCalls(appeared)
  }
}
