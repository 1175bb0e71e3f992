import Foundation
import GoodsFeature
import MVPClock
import MVPCore
import MVPStore
import MVPTestSupport
import Testing

/// A product opened while the server cannot be reached (issue 14): the caching service answers
/// the copy kept with the list's pages, and the detail says when it was saved. A product the
/// server answers refreshes that copy and shows no notice.
@MainActor @Suite(.presenterTest) struct GoodsDetailOfflineTests {
  /// 2026-01-01T14:05:00Z.
  static let savedAt = Date(timeIntervalSince1970: 1_767_276_300)
  static let source = URL(string: "https://shop.example")!
  static let lampViewModel = GoodsDetailViewModel(
    id: 9, title: "Desk Lamp", description: "A warm light.", brandText: "Lumen", ratingText: "4.9",
    priceText: "¥108.00", originalPriceText: "¥120.00", availabilityText: "In stock",
    isAvailable: true, shippingText: "Free shipping · Ships in 1 week", couponText: nil,
    finalPriceText: "¥108.00", minimumOrderQuantity: 1,
    thumbnailURL: URL(string: "https://cdn.example.com/lamp.png"))
  let server = StubGoodsService()
  let view = MockGoodsDetailView()
  let clock = ManualClock(now: WallClock.Instant(savedAt))
  let store: GoodsStore
  let service: CachingGoodsService

  init() throws {
    store = try GoodsStore(.inMemory)
    try store.save(
      Page(items: [GoodsSamples.lamp], offset: 0, total: 1), source: Self.source,
      savedAt: Self.savedAt)
    service = CachingGoodsService(
      server: server, store: store, source: Self.source, clock: AnyWallClock(clock))
  }

  func makePresenter(texts: GoodsTexts = .english, productID: Int = 9) -> GoodsDetailPresenter {
    var options = GoodsDisplayOptions(texts: texts, timeZone: TimeZone(identifier: "UTC")!)
    options.locale = Locale(identifier: "zh_Hans_CN")
    let presenter = GoodsDetailPresenter(
      productID: productID, service: service, options: options, coupon: nil,
      dispatcher: .immediate, clock: clock)
    presenter.attach(view)
    return presenter
  }

  @Test func withTheServerDownTheSavedProductShowsWithTheTimeItWasSaved() {
    clock.advance(by: .seconds(3600))
    let presenter = makePresenter()
    presenter.viewDidLoad()
    server.details.fail(with: URLError(.cannotConnectToHost))
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showProduct(Self.lampViewModel),
      .showSavedNotice("The server isn't available: showing this product as saved at 14:05."),
    ])
    #expect(presenter.resource.value?.savedAt == Self.savedAt)
  }

  @Test func theNoticeIsInTheTextsLanguageAndGivesTheDateOnAnotherDay() {
    clock.advance(by: .seconds(24 * 3600))
    let presenter = makePresenter(texts: .simplifiedChinese)
    presenter.viewDidLoad()
    server.details.fail(with: ServiceError.timeout)
    let chinese = GoodsDetailViewModel(
      id: 9, title: "Desk Lamp", description: "A warm light.", brandText: "Lumen",
      ratingText: "4.9", priceText: "¥108.00", originalPriceText: "¥120.00",
      availabilityText: "有货", isAvailable: true, shippingText: "包邮 · Ships in 1 week",
      couponText: nil, finalPriceText: "¥108.00", minimumOrderQuantity: 1,
      thumbnailURL: URL(string: "https://cdn.example.com/lamp.png"))
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showProduct(chinese),
      .showSavedNotice("服务器暂不可用，显示的是 2026年1月1日 14:05 保存的商品信息。"),
    ])
  }

  @Test func aViewAttachedLaterGetsTheProductAndTheNotice() {
    let presenter = makePresenter()
    presenter.viewDidLoad()
    server.details.fail(with: ServiceError.offline)
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showProduct(Self.lampViewModel),
      .showSavedNotice("The server isn't available: showing this product as saved at 14:05."),
    ])
    presenter.detach(view)
    let other = MockGoodsDetailView()
    presenter.attach(other)
    other.recorder.expectCalls([
      .hideLoading, .showProduct(Self.lampViewModel),
      .showSavedNotice("The server isn't available: showing this product as saved at 14:05."),
    ])
  }

  @Test func aProductTheServerAnswersShowsNoNoticeAndRefreshesTheCopy() throws {
    clock.advance(by: .seconds(60))
    let presenter = makePresenter()
    presenter.viewDidLoad()
    let cheaper = Product(
      id: 9, title: "Desk Lamp", description: "A warm light.", price: 100, stock: 40)
    server.details.succeed(with: cheaper)
    view.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showProduct(
        GoodsDetailViewModel(
          id: 9, title: "Desk Lamp", description: "A warm light.", brandText: nil,
          ratingText: nil, priceText: "¥100.00", originalPriceText: nil,
          availabilityText: "In stock", isAvailable: true, shippingText: "Free shipping",
          couponText: nil, finalPriceText: "¥100.00", minimumOrderQuantity: 1)),
    ])
    #expect(presenter.resource.value?.savedAt == nil)
    #expect(
      try store.savedProduct(id: 9, source: Self.source)
        == GoodsAnswer(cheaper, savedAt: Self.savedAt.addingTimeInterval(60)))
  }

  @Test func aProductNeverKeptIsTheServersFailureWithRetry() {
    let presenter = makePresenter(productID: 5)
    presenter.viewDidLoad()
    server.details.fail(with: URLError(.cannotConnectToHost))
    view.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showError(message: ServiceError.unreachable.userMessage, canRetry: true),
    ])
    #expect(presenter.resource.value?.value == nil)
  }

  @Test func aServerThatAnswersForItselfIsNotReplacedByTheCopy() {
    let presenter = makePresenter()
    presenter.viewDidLoad()
    server.details.fail(with: ServiceError.httpStatus(code: 404, message: nil))
    view.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showError(
        message: ServiceError.httpStatus(code: 404, message: nil).userMessage, canRetry: false),
    ])
  }

  @Test func theScreenStateKeepsTheNotice() {
    let module = GoodsDetailModule.build(productID: 9, service: service, dispatcher: .immediate)
    let state = module.view
    state.appear()
    server.details.fail(with: ServiceError.unreachable)
    #expect(state.product?.id == 9)
    #expect(
      state.savedNotice
        == GoodsTexts.english.offlineProduct(
          GoodsDisplayOptions().savedTimeText(Self.savedAt, now: Date())))
  }

  /// A leak test: the module over the caching service, its store and its database all go once
  /// the screen is gone and the server has answered.
  @Test(.presenterTest(skipping: [.viewCalls]))
  func theModuleAndTheStoreDeallocate() throws {
    let leaks = LeakTracker()
    let server = StubGoodsService()
    do {
      let store = try GoodsStore(.inMemory)
      try store.save(
        Page(items: [GoodsSamples.lamp], offset: 0, total: 1), source: Self.source,
        savedAt: Self.savedAt)
      leaks.track(store, as: "goods store")
      leaks.track(store.database, as: "database")
      let service = CachingGoodsService(server: server, store: store, source: Self.source)
      let module = GoodsDetailModule.build(
        productID: 9, service: service, dispatcher: .immediate,
        makeView: { presenter in
          let view = MockGoodsDetailView()
          view.presenter = presenter
          return view
        })
      leaks.track(module.view, as: "detail view")
      leaks.track(module.presenter, as: "detail presenter")
      module.presenter.viewDidLoad()
      server.details.fail(with: ServiceError.offline)
      module.presenter.addToCart(quantity: 1)
      server.cart.succeed(with: 1)
    }
    leaks.expectAllDeallocated()
  }
}
