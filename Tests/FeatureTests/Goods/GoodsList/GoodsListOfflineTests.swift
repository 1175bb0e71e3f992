import Foundation
import GoodsFeature
import MVPClock
import MVPCore
import MVPStore
import MVPTestSupport
import Testing

/// The goods list over the caching service (issue 14): with the server down it shows the saved
/// goods and a notice saying when they were saved; once the server answers a refresh the notice
/// goes. The presenter is unchanged: the copy sits behind `GoodsService`.
@MainActor @Suite(.presenterTest) struct GoodsListOfflineTests {
  /// 2026-01-01T14:05:00Z.
  static let savedAt = Date(timeIntervalSince1970: 1_767_276_300)
  let server = StubGoodsService()
  let view = MockGoodsListView()
  let router = RecordingRouter<GoodsListRoute>()
  let clock = ManualClock(now: WallClock.Instant(savedAt))
  let store: GoodsStore

  init() throws {
    store = try GoodsStore(.inMemory)
  }

  func makePresenter(texts: GoodsTexts = .english) -> GoodsListPresenter {
    var options = GoodsDisplayOptions(texts: texts, timeZone: TimeZone(identifier: "UTC")!)
    options.locale = Locale(identifier: "zh_Hans_CN")
    let service = CachingGoodsService(
      server: server, store: store, source: URL(string: "https://shop.example")!,
      clock: AnyWallClock(clock))
    let presenter = GoodsListPresenter(
      service: service, router: router, options: options, pageSize: 3, dispatcher: .immediate,
      clock: AnyWallClock(clock))
    presenter.attach(view)
    return presenter
  }

  /// Saves the first two pages through a session where the server answered them.
  func saveTwoPages() {
    let presenter = makePresenter()
    presenter.viewDidLoad()
    server.pages.succeed(with: GoodsSamples.page(1...3, offset: 0, total: 5))
    presenter.loadNextPage()
    server.pages.succeed(with: GoodsSamples.page(4...5, offset: 3, total: 5))
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showGoods(GoodsSamples.rows(1...3)), .showLoadingMore,
      .hideLoadingMore, .insertGoods(at: 3..<5, rows: GoodsSamples.rows(4...5)),
    ])
  }

  @Test func withTheServerDownTheSavedGoodsShowWithTheTimeTheyWereSaved() {
    saveTwoPages()
    clock.advance(by: .seconds(2 * 3600))
    let presenter = makePresenter()
    presenter.viewDidLoad()
    server.pages.fail(with: URLError(.cannotConnectToHost))
    presenter.loadNextPage()
    server.pages.fail(with: URLError(.notConnectedToInternet))
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showGoods(GoodsSamples.rows(1...3)),
      .showSavedNotice("The server isn't available: showing goods saved at 14:05."),
      .showLoadingMore,
      .hideLoadingMore, .insertGoods(at: 3..<5, rows: GoodsSamples.rows(4...5)),
    ])
    #expect(!presenter.list.hasMore)
  }

  @Test func aRefreshTheServerAnswersRemovesTheNotice() {
    saveTwoPages()
    let presenter = makePresenter()
    presenter.viewDidLoad()
    server.pages.fail(with: URLError(.cannotConnectToHost))
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showGoods(GoodsSamples.rows(1...3)),
      .showSavedNotice("The server isn't available: showing goods saved at 14:05."),
    ])
    presenter.refresh()
    server.pages.succeed(with: GoodsSamples.page(1...3, offset: 0, total: 5))
    view.recorder.expectCalls([
      .endRefreshing, .showGoods(GoodsSamples.rows(1...3)), .showSavedNotice(nil),
    ])
  }

  @Test func onceTheServerAnswersALaterPageTheNoticeAsksForARefresh() {
    saveTwoPages()
    let presenter = makePresenter()
    presenter.viewDidLoad()
    server.pages.fail(with: URLError(.cannotConnectToHost))
    presenter.loadNextPage()
    server.pages.succeed(with: GoodsSamples.page(4...5, offset: 3, total: 5))
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showGoods(GoodsSamples.rows(1...3)),
      .showSavedNotice("The server isn't available: showing goods saved at 14:05."),
      .showLoadingMore, .hideLoadingMore,
      .insertGoods(at: 3..<5, rows: GoodsSamples.rows(4...5)),
      .showSavedNotice("Some goods shown were saved at 14:05: refresh to update them."),
    ])
  }

  @Test func goodsSavedAnotherDayShowTheDateToo() {
    saveTwoPages()
    clock.advance(by: .seconds(24 * 3600))
    let presenter = makePresenter(texts: .simplifiedChinese)
    presenter.viewDidLoad()
    server.pages.fail(with: URLError(.timedOut))
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showGoods(GoodsSamples.rows(1...3)),
      .showSavedNotice("服务器暂不可用，显示的是 2026年1月1日 14:05 保存的商品。"),
    ])
  }

  @Test func pastTheSavedGoodsTheServersFailureShowsOverTheRows() {
    saveTwoPages()
    let presenter = makePresenter()
    presenter.viewDidLoad()
    server.pages.succeed(with: GoodsSamples.page(1...3, offset: 0, total: 9))
    presenter.loadNextPage()
    server.pages.fail(with: URLError(.cannotConnectToHost))
    presenter.loadNextPage()
    server.pages.fail(with: URLError(.cannotConnectToHost))
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showGoods(GoodsSamples.rows(1...3)), .showLoadingMore,
      .hideLoadingMore, .insertGoods(at: 3..<5, rows: GoodsSamples.rows(4...5)),
      .showSavedNotice("The server isn't available: showing goods saved at 14:05."),
      .showLoadingMore,
      .hideLoadingMore, .showMessage(ServiceError.unreachable.userMessage),
    ])
    #expect(presenter.list.hasMore)
  }

  @Test func withNothingSavedTheServerDownIsTheErrorStateWithRetry() {
    let presenter = makePresenter()
    presenter.viewDidLoad()
    server.pages.fail(with: URLError(.cannotConnectToHost))
    view.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showError(message: ServiceError.unreachable.userMessage, canRetry: true),
    ])
  }

  /// A leak test: the module, the caching service's store and its database all go once the
  /// screen is gone and the server has answered.
  @Test(.presenterTest(skipping: [.viewCalls]))
  func theModuleAndTheStoreDeallocate() throws {
    let leaks = LeakTracker()
    let navigator = RecordingNavigator()
    do {
      let store = try GoodsStore(.inMemory)
      leaks.track(store, as: "goods store")
      leaks.track(store.database, as: "database")
      let service = CachingGoodsService(
        server: server, store: store, source: URL(string: "https://shop.example")!,
        clock: AnyWallClock(clock))
      let module = GoodsListModule.build(
        service: service, navigator: navigator, views: GoodsMockViews.make(),
        dispatcher: .immediate)
      leaks.track(module.view, as: "list view")
      leaks.track(module.presenter, as: "list presenter")
      module.presenter.viewDidLoad()
      server.pages.succeed(with: GoodsSamples.page(1...3, offset: 0, total: 5))
      module.presenter.refresh()
      server.pages.fail(with: URLError(.cannotConnectToHost))
    }
    leaks.expectAllDeallocated()
  }
}
