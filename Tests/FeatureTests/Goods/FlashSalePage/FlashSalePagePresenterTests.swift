import Foundation
import GoodsFeature
import MVPClock
import MVPCore
import MVPTestSupport
import Testing

/// The flash-sale page composed of section presenters (issue 13): lifecycle forwarded to every
/// section once each, a failing section leaves the others, the whole page deallocates.
@MainActor @Suite(.presenterTest) struct FlashSalePagePresenterTests {
  let clock = ManualClock()
  let service = StubGoodsService()
  let navigator = RecordingNavigator()
  let signInRouter = RecordingRouter<SignInPromptRoute>()

  var sale: FlashSale {
    let now = clock.now.date
    return FlashSale(
      start: now.addingTimeInterval(-60), end: now.addingTimeInterval(3600), price: 5)
  }

  func saleProduct(_ id: Int) -> Product {
    Product(id: id, title: "Item \(id)", price: 10, stock: 50, flashSale: sale)
  }

  func makePage() -> Module<any ViewInterface, FlashSalePagePresenter> {
    FlashSalePageModule.build(
      sale: sale, service: service, navigator: navigator,
      views: GoodsFeatureViews(
        makeList: { _ in MockGoodsListView() }, makeDetail: { _ in MockGoodsDetailView() }),
      makeView: { presenter in
        let view = MockFlashSalePageView()
        view.presenter = presenter
        return (view, view)
      },
      signInRouter: signInRouter, dispatcher: .immediate, clock: AnyWallClock(clock))
  }

  static let banner = FlashSaleCountdownViewModel(phase: .running, text: "Ends in 01:00:00")
  static let prompt = "Sign in to hear when the next flash sale starts."

  @Test(.presenterTest(skipping: .runningWork)) func viewDidLoadReachesEverySectionOnce()
    async throws
  {
    let page = makePage()
    let view = try #require(page.view as? MockFlashSalePageView)
    page.presenter.viewDidLoad()
    view.bannerView.recorder.expectCalls([Self.banner])
    view.goodsView.recorder.expectCalls([.showLoading])
    #expect(service.pages.requests == [.init(offset: 0, limit: 100)])
    view.signInView.recorder.expectCalls([Self.prompt])
    service.pages.succeed(
      with: Page(items: [saleProduct(3), GoodsSamples.product(4)], offset: 0, total: 2))
    let calls = view.goodsView.recorder.unassertedCalls
    #expect(calls.count == 2)
    #expect(calls.first == .hideLoading)
    view.goodsView.recorder.expectCalls(calls)
    await clock.waitForSleepers(1)
    // Disappearing stops the banner; appearing resumes it with the right time.
    page.presenter.viewDidDisappear()
    await page.presenter.banner.tasks.waitUntilIdle()
    #expect(clock.sleeperCount == 0)
    clock.advance(by: .seconds(60))
    page.presenter.viewWillAppear()
    view.bannerView.recorder.expectCalls([
      FlashSaleCountdownViewModel(phase: .running, text: "Ends in 00:59:00")
    ])
    // Selecting a product of the goods section opens its detail.
    page.presenter.goods.selectProduct(at: 0)
    navigator.recorder.expectCalls([.push("MockGoodsDetailView")])
    view.signInView.recorder.expectNoCalls()
  }

  @Test(.presenterTest(skipping: .runningWork))
  func aFailingGoodsSectionLeavesTheBannerAndTheSignInPrompt() async throws {
    let page = makePage()
    let view = try #require(page.view as? MockFlashSalePageView)
    page.presenter.viewDidLoad()
    service.pages.fail(with: ServiceError.offline)
    view.goodsView.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showError(message: GoodsListHarness.offlineMessage, canRetry: true),
    ])
    view.bannerView.recorder.expectCalls([Self.banner])
    view.signInView.recorder.expectCalls([Self.prompt])
    await clock.waitForSleepers(1)
    await tick(page)
    view.bannerView.recorder.expectCalls([
      FlashSaleCountdownViewModel(phase: .running, text: "Ends in 00:59:59")
    ])
    view.signInView.recorder.expectNoCalls()
  }

  func tick(_ page: Module<any ViewInterface, FlashSalePagePresenter>) async {
    clock.advance(by: .seconds(1))
    await clock.waitForSleepers(1)
  }

  @Test(.presenterTest(skipping: [.viewCalls, .runningWork]))
  func theWholePageDeallocatesWithARequestInFlightAndTheBannerTicking() async {
    weak var presenter: FlashSalePagePresenter?
    weak var banner: FlashSaleCountdownPresenter?
    weak var goods: GoodsListPresenter?
    weak var signIn: SignInPromptPresenter?
    weak var view: AnyObject?
    do {
      let page = makePage()
      page.presenter.viewDidLoad()
      await clock.waitForSleepers(1)
      presenter = page.presenter
      banner = page.presenter.banner
      goods = page.presenter.goods
      signIn = page.presenter.signIn
      view = page.view
      #expect(service.pages.pendingRequests.count == 1)
    }
    #expect(presenter == nil && banner == nil && goods == nil && signIn == nil && view == nil)
    #expect(clock.sleeperCount == 0)
    #expect(service.pages.cancelledRequests == [.init(offset: 0, limit: 100)])
  }
}
