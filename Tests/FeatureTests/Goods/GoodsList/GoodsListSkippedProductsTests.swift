import GoodsFeature
import MVPCore
import MVPNetworking
import MVPTestSupport
import Testing

/// Products the server sent in a form the app cannot read (issue 9, part 1): the good ones show,
/// a notice says how many could not be shown, and the reasons are kept for logs.
@MainActor @Suite(.presenterTest) struct GoodsListSkippedProductsTests {
  let harness = GoodsListHarness()
  var service: StubGoodsService { harness.service }
  var view: MockGoodsListView { harness.view }

  static func skipped(_ ids: [Int]) -> [ItemDecodingFailure] {
    ids.enumerated().map { index, id in
      ItemDecodingFailure(
        index: index, id: String(id), path: "products[\(index)].stock",
        reason: "the field stock is missing")
    }
  }

  @Test func theNoticeFollowsTheRowsAndCountsEveryPage() {
    let presenter = harness.makePresenter(pageSize: 3)
    presenter.viewDidLoad()
    service.pages.succeed(
      with: Page(
        items: GoodsSamples.products([1, 2]), offset: 0, total: 6,
        skippedItems: Self.skipped([3])))
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showGoods(GoodsSamples.rows([1, 2])),
      .showSkippedNotice("1 product could not be shown."),
    ])
    presenter.loadNextPage()
    #expect(service.pages.requests.last == harness.query(offset: 3, limit: 3))
    service.pages.succeed(
      with: Page(
        items: GoodsSamples.products([5]), offset: 3, total: 6,
        skippedItems: Self.skipped([4, 6])))
    view.recorder.expectCalls([
      .showLoadingMore, .hideLoadingMore, .insertGoods(at: 2..<3, rows: GoodsSamples.rows([5])),
      .showSkippedNotice("3 products could not be shown."),
    ])
    #expect(presenter.skippedProducts.map(\.id) == ["3", "4", "6"])
    #expect(presenter.skippedProducts.first?.path == "products[0].stock")
    presenter.refresh()
    service.pages.succeed(with: GoodsSamples.page(1...3, offset: 0, total: 3))
    view.recorder.expectCalls([
      .endRefreshing, .showGoods(GoodsSamples.rows(1...3)), .showSkippedNotice(nil),
    ])
    #expect(presenter.skippedProducts == [])
  }

  @Test func theNoticeUsesTheInjectedTexts() {
    var options = GoodsDisplayOptions()
    options.texts = .simplifiedChinese
    let presenter = harness.makePresenter(options: options)
    presenter.viewDidLoad()
    service.pages.succeed(
      with: Page(
        items: [GoodsSamples.product(1)], offset: 0, total: 3,
        skippedItems: Self.skipped([2, 3])))
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showGoods(GoodsSamples.rows([1])),
      .showSkippedNotice("有 2 件商品无法显示。"),
    ])
  }

  @Test func aViewAttachedLaterGetsTheNotice() {
    let presenter = harness.makePresenter()
    presenter.viewDidLoad()
    service.pages.succeed(
      with: Page(
        items: [GoodsSamples.product(1)], offset: 0, total: 2, skippedItems: Self.skipped([2])))
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showGoods(GoodsSamples.rows([1])),
      .showSkippedNotice("1 product could not be shown."),
    ])
    presenter.detach(view)
    let other = MockGoodsListView()
    presenter.attach(other)
    other.recorder.expectCalls([
      .hideLoading, .showGoods(GoodsSamples.rows([1])),
      .showSkippedNotice("1 product could not be shown."),
    ])
  }

  @Test func englishPluralsOfTheNotice() {
    #expect(GoodsTexts.english.skippedProducts(1) == "1 product could not be shown.")
    #expect(GoodsTexts.english.skippedProducts(2) == "2 products could not be shown.")
  }
}
