import Foundation
import GoodsFeature
import MVPClock
import MVPCore
import MVPTestSupport
import Testing

/// Issue 22, part 2: a row is tagged "Flash sale" and shows the flash-sale price only while the
/// product's flash sale runs; when the sale starts or ends, the rows are priced again at once,
/// without a refresh, at the moment the injected clock reaches. A deep discount is its own tag.
@MainActor @Suite(.presenterTest) struct GoodsListFlashSaleTests {
  let clock = ManualClock()
  /// Where the tests say that the device clock was changed.
  let clockChanges = NotificationCenter()
  let harness = GoodsListHarness()
  var view: MockGoodsListView { harness.view }

  func makePresenter() -> GoodsListPresenter {
    let presenter = GoodsListPresenter(
      service: harness.service, router: harness.router, dispatcher: .immediate,
      clock: AnyWallClock(clock), clockChanges: clockChanges)
    presenter.attach(view)
    return presenter
  }

  /// Product 1 (¥10.00) on a sale at ¥7.50 from 2 to 5 seconds from now; product 2 plain;
  /// product 3 20 % off (a deep discount, no flash sale).
  var products: [Product] {
    let start = clock.now.date.addingTimeInterval(2)
    return [
      Product(
        id: 1, title: "Item 1", price: 10, stock: 50,
        flashSale: FlashSale(start: start, end: start.addingTimeInterval(3), price: 7.5)),
      GoodsSamples.product(2),
      Product(id: 3, title: "Item 3", price: 10, discountPercentage: 20, stock: 50),
    ]
  }

  static func row(_ id: Int, _ price: String, was: String? = nil, tag: String? = nil)
    -> GoodsRowViewModel
  {
    GoodsRowViewModel(
      id: id, name: "Item \(id)", priceText: price, originalPriceText: was, tagText: tag,
      isOnSale: was != nil)
  }

  static let regular = [
    row(1, "¥10.00"), row(2, "¥10.00"), row(3, "¥8.00", was: "¥10.00", tag: "Deep discount"),
  ]
  static let onSale = [
    row(1, "¥7.50", was: "¥10.00", tag: "Flash sale"), row(2, "¥10.00"),
    row(3, "¥8.00", was: "¥10.00", tag: "Deep discount"),
  ]

  @Test func theRowsArePricedAgainWhenTheSaleStartsAndWhenItEnds() async {
    let presenter = makePresenter()
    presenter.viewDidLoad()
    harness.service.pages.succeed(with: Page(items: products, offset: 0, total: 3))
    view.recorder.expectCalls([.showLoading, .hideLoading, .showGoods(Self.regular)])

    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(1))
    #expect(view.recorder.unassertedCalls.isEmpty)  // nothing changes before the start
    clock.advance(by: .seconds(1))
    await clock.waitForSleepers(1)
    view.recorder.expectCalls([.updateRow(at: 0, Self.onSale[0])])

    clock.advance(by: .seconds(3))
    await presenter.repricingTasks.waitUntilIdle()
    view.recorder.expectCalls([.updateRow(at: 0, Self.regular[0])])
    #expect(clock.sleeperCount == 0)
  }

  /// Hidden, the list stops following the sales; shown again after the sale started, it shows
  /// the sale price at once.
  @Test func aListShownAgainAfterTheStartShowsTheSalePriceAtOnce() async {
    let presenter = makePresenter()
    presenter.viewDidLoad()
    harness.service.pages.succeed(with: Page(items: products, offset: 0, total: 3))
    view.recorder.expectCalls([.showLoading, .hideLoading, .showGoods(Self.regular)])
    await clock.waitForSleepers(1)
    presenter.viewDidDisappear()
    await presenter.repricingTasks.waitUntilIdle()
    #expect(clock.sleeperCount == 0)
    clock.advance(by: .seconds(3))
    presenter.viewWillAppear()
    view.recorder.expectCalls([.updateRow(at: 0, Self.onSale[0])])
    presenter.viewDidDisappear()
    await presenter.repricingTasks.waitUntilIdle()
  }

  /// The rows' repricing starts with the first rows shown; rows first shown while the list is
  /// covered wait, like any repricing while covered, until it shows again.
  @Test func rowsFirstShownWhileTheListIsCoveredArePricedWhenItShowsAgain() async {
    let presenter = makePresenter()
    presenter.viewDidLoad()
    presenter.viewDidDisappear()
    harness.service.pages.succeed(with: Page(items: products, offset: 0, total: 3))
    view.recorder.expectCalls([.showLoading, .hideLoading, .showGoods(Self.regular)])
    await presenter.repricingTasks.waitUntilIdle()
    #expect(clock.sleeperCount == 0)
    clock.advance(by: .seconds(3))
    presenter.viewWillAppear()
    view.recorder.expectCalls([.updateRow(at: 0, Self.onSale[0])])
    await clock.waitForSleepers(1)  // until the sale's end
    presenter.viewDidDisappear()
    await presenter.repricingTasks.waitUntilIdle()
  }

  /// Found by the presenter checker (seed 110 of the flash-sale page): a sleep notices only time
  /// moving forward, so a device clock set back during a sale left the sale price on the rows
  /// shown until the sale's planned end, while a view attached meanwhile showed the regular one.
  @Test func aClockSetBackDuringASalePricesTheRowsAgainAtOnce() async {
    let presenter = makePresenter()
    presenter.viewDidLoad()
    harness.service.pages.succeed(with: Page(items: products, offset: 0, total: 3))
    view.recorder.expectCalls([.showLoading, .hideLoading, .showGoods(Self.regular)])
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(2))
    await clock.waitForSleepers(1)
    view.recorder.expectCalls([.updateRow(at: 0, Self.onSale[0])])

    clock.advance(by: .seconds(-2))  // before the sale again
    announceClockChange(on: clockChanges)
    view.recorder.expectCalls([.updateRow(at: 0, Self.regular[0])])

    clock.advance(by: .seconds(2))  // the sale starts again: the new sleep noticed it
    await clock.waitForSleepers(1)
    view.recorder.expectCalls([.updateRow(at: 0, Self.onSale[0])])
    presenter.viewDidDisappear()
    await presenter.repricingTasks.waitUntilIdle()
  }

  /// Found by the presenter checker (seed 1854 of the flash-sale page): a page added after a sale
  /// started while the list was hidden is priced at the sale price, and the rows shown before it
  /// must be too; they kept their regular price, because the page's rendering counted as pricing
  /// every row.
  @Test func aPageAddedAfterASaleStartedPricesTheEarlierRowsAgain() async {
    let presenter = makePresenter()
    presenter.viewDidLoad()
    harness.service.pages.succeed(with: Page(items: products, offset: 0, total: 4))
    view.recorder.expectCalls([.showLoading, .hideLoading, .showGoods(Self.regular)])
    await clock.waitForSleepers(1)
    presenter.viewDidDisappear()
    await presenter.repricingTasks.waitUntilIdle()
    clock.advance(by: .seconds(3))  // the sale runs

    presenter.loadNextPage()
    harness.service.pages.succeed(with: Page(items: [GoodsSamples.product(4)], offset: 3, total: 4))
    view.recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore, .insertGoods(at: 3..<4, rows: [Self.row(4, "¥10.00")]),
      .updateRow(at: 0, Self.onSale[0]),
    ])
    presenter.viewWillAppear()
    #expect(view.recorder.unassertedCalls.isEmpty)
    presenter.viewDidDisappear()
    await presenter.repricingTasks.waitUntilIdle()
  }

  /// A clock change that moves no shown sale into another phase shows nothing again.
  @Test func aClockChangeThatMovesNoSaleShowsNothing() async {
    let presenter = makePresenter()
    presenter.viewDidLoad()
    harness.service.pages.succeed(with: Page(items: products, offset: 0, total: 3))
    view.recorder.expectCalls([.showLoading, .hideLoading, .showGoods(Self.regular)])
    await clock.waitForSleepers(1)

    clock.advance(by: .seconds(-60))
    announceClockChange(on: clockChanges)
    await clock.waitForSleepers(1)
    #expect(view.recorder.unassertedCalls.isEmpty)
    presenter.viewDidDisappear()
    await presenter.repricingTasks.waitUntilIdle()
  }

  @Test func aDeepDiscountIsNotAFlashSale() {
    let product = Product(id: 3, title: "Item 3", price: 10, discountPercentage: 15, stock: 50)
    #expect(product.isDeepDiscount)
    #expect(product.tag(freeShippingThreshold: 99) == .deepDiscount)
    #expect(GoodsTexts.english.text(for: .deepDiscount) == "Deep discount")
    #expect(GoodsTexts.simplifiedChinese.text(for: .deepDiscount) == "大幅折扣")
    #expect(GoodsTexts.english.text(for: .flashSale) == "Flash sale")
  }
}
