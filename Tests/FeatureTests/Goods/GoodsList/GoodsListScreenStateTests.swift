import Foundation
import GoodsFeature
import MVPCore
import MVPNetworking
import MVPTestSupport
import Testing

/// The goods list's observable screen state, driven by the real presenter: its values, and which
/// of its properties notify observers, in which order.
@MainActor @Suite(.presenterTest) struct GoodsListScreenStateTests {
  let service = StubGoodsService()
  let router = RecordingRouter<GoodsListRoute>()
  let presenter: GoodsListPresenter
  let state: GoodsListScreenState
  let changes: ObservedChanges<GoodsListScreenState>

  init() {
    presenter = GoodsListPresenter(
      service: service, router: router, pageSize: 3, dispatcher: .immediate)
    state = GoodsListScreenState(presenter: presenter)
    presenter.attach(state)
    changes = ObservedChanges(
      state,
      [
        "rows": \.rows, "isLoading": \.isLoading, "isLoadingMore": \.isLoadingMore,
        "isRefreshing": \.isRefreshing, "errorMessage": \.errorMessage, "canRetry": \.canRetry,
        "emptyMessage": \.emptyMessage, "messages": \.messages,
        "skippedNotice": \.skippedNotice, "savedNotice": \.savedNotice,
      ])
  }

  /// Appears and shows [lamp, lip balm, kettle] as the only page, consuming the changes.
  private func showShop() {
    state.appear()
    service.pages.succeed(
      with: Page(
        items: [GoodsSamples.lamp, GoodsSamples.lipBalm, GoodsSamples.kettle], offset: 0, total: 3))
    changes.expectChanges(["isLoading", "rows"])
    #expect(
      state.rows == [GoodsSamples.lampRow, GoodsSamples.lipBalmRow, GoodsSamples.kettleRow])
  }

  @Test func pagesFillTheRowsWithTheirIndicatorsAndTheSkippedNotice() {
    state.appear()
    #expect(state.isLoading)
    changes.expectChanges(["isLoading"])
    service.pages.succeed(with: GoodsSamples.page(1...3, offset: 0, total: 6))
    changes.expectChanges(["isLoading", "rows"])
    #expect(state.rows == GoodsSamples.rows(1...3) && !state.isLoading)

    state.loadNextPage()
    changes.expectChanges(["isLoadingMore"])
    #expect(state.isLoadingMore)
    let unreadable = ItemDecodingFailure(
      index: 2, id: "6", path: "products[2].price", reason: "not a number")
    service.pages.succeed(
      with: Page(
        items: GoodsSamples.products(4...5), offset: 3, total: 6, skippedItems: [unreadable]))

    changes.expectChanges(["isLoadingMore", "rows", "skippedNotice"])
    #expect(state.rows == GoodsSamples.rows(1...5) && !state.isLoadingMore)
    #expect(state.skippedNotice == GoodsTexts.english.skippedProducts(1))
    #expect(state.errorMessage == nil && state.emptyMessage == nil)
  }

  @Test func savedGoodsBringTheSavedNoticeAndARefreshFromTheServerRemovesIt() {
    state.appear()
    changes.expectChanges(["isLoading"])
    let savedAt = Date(timeIntervalSince1970: 0)
    service.pages.succeed(
      with: Page(items: GoodsSamples.products(1...3), offset: 0, total: 3, savedAt: savedAt))
    changes.expectChanges(["isLoading", "rows", "savedNotice"])
    let time = GoodsDisplayOptions().savedTimeText(savedAt, now: Date())
    #expect(state.savedNotice == GoodsTexts.english.offlineGoods(time))
    presenter.refresh()
    service.pages.succeed(with: GoodsSamples.page(1...3, offset: 0, total: 3))
    changes.expectChanges(["savedNotice"])
    #expect(state.savedNotice == nil)
  }

  @Test func anErrorReplacesTheRowsAndRetryLoadsThem() {
    state.appear()
    service.pages.fail(with: ServiceError.offline)
    changes.expectChanges(["isLoading", "errorMessage", "canRetry"])
    #expect(state.errorMessage == ServiceError.offline.userMessage && state.canRetry)

    state.retry()
    service.pages.succeed(with: GoodsSamples.page(1...2, offset: 0, total: 2))

    changes.expectChanges(["isLoading", "errorMessage", "canRetry", "rows"])
    #expect(state.errorMessage == nil && !state.canRetry)
    #expect(state.rows == GoodsSamples.rows(1...2))
  }

  @Test func anEmptyCatalogueShowsItsMessage() {
    state.appear()
    service.pages.succeed(with: Page(items: [], offset: 0, total: 0))

    changes.expectChanges(["isLoading", "emptyMessage"])
    #expect(state.emptyMessage == GoodsTexts.english.emptyCatalogue)
    #expect(state.rows.isEmpty)
  }

  @Test func cartAnswersQueueMessagesUntilDismissed() {
    showShop()

    state.addToCart(at: 1)
    #expect(service.cart.requests == [.init(productID: 7, quantity: 2, stock: 3)])
    service.cart.succeed(with: 5)
    state.addToCart(at: 2)

    changes.expectChanges(["messages"])
    #expect(
      state.messages.map(\.text) == [
        "Added 2 units of Lip Balm, its minimum order, to your cart. Items in cart: 5.",
        "Kettle is out of stock.",
      ])
    state.dismissMessage(state.messages[0])
    changes.expectChanges(["messages"])
    #expect(state.messages.map(\.text) == ["Kettle is out of stock."])
  }

  @Test func aMessageSentWhileTheViewIsHiddenArrivesWhenItAppears() {
    showShop()
    state.disappear()

    state.addToCart(at: 2)
    changes.expectNoChanges()
    state.appear()

    changes.expectChanges(["messages"])
    #expect(state.messages.map(\.text) == ["Kettle is out of stock."])
    #expect(service.pages.requests.count == 1)
  }

  @Test func aPullToRefreshReturnsWhenTheRefreshEnds() async {
    showShop()

    let refresh = Task { await state.refresh() }
    await yieldUntil { state.isRefreshing }
    changes.expectChanges(["isRefreshing"])
    #expect(service.pages.pendingRequests == [.init(offset: 0, limit: 3)])
    service.pages.succeed(with: GoodsSamples.page(1...2, offset: 0, total: 2))
    await refresh.value

    changes.expectChanges(["isRefreshing", "rows"])
    #expect(!state.isRefreshing)
    #expect(state.rows == GoodsSamples.rows(1...2))
  }

  @Test(arguments: [-1, 4, 99])
  func insertionsOutOfRangeAreIgnored(index: Int) {
    showShop()

    state.insertRows(GoodsSamples.rows([9]), at: index..<(index + 1))

    changes.expectNoChanges()
    #expect(state.rows.map(\.id) == [9, 7, 8])
  }

  @Test func selectingARowOpensItsDetail() {
    showShop()

    state.selectProduct(at: 1)

    router.recorder.expectCalls([.detail(productID: 7)])
    changes.expectNoChanges()
  }
}
