import GoodsFeature
import MVPClock
import MVPCore
import MVPDemo
import MVPTestSupport
import Testing

/// Screens the demo closes, and the whole session when it ends, release their views and
/// presenters: the wiring keeps the features' ownership rules.
@MainActor @Suite(.presenterTest) struct DemoLeakTests {
  @Test func closedScreensAndEndedSessionsReleaseViewsAndPresenters() async throws {
    let tracker = LeakTracker()
    let catalog = InProcessCatalog(server: CatalogServer(data: CatalogFixtures.bundled))
    let monitor = DeliveryMonitor()
    let environment = DemoEnvironment(
      options: DemoOptions(pageSize: 5), baseURL: catalog.baseURL, session: catalog.session,
      dispatcher: NotifyingDispatcher(monitor: monitor), store: try GoodsStore(.inMemory))
    do {
      let session = DemoSession(
        factory: FeatureRootScreens(environment: environment), monitor: monitor)
      await session.start()
      let goods = try #require(session.navigator.top as? TerminalGoodsListView)
      tracker.track(goods, as: "goods list view")
      tracker.track(goods.presenter, as: "goods list presenter")
      _ = await session.execute("open 2")
      do {
        let detail = try #require(session.navigator.top as? TerminalGoodsDetailView)
        tracker.track(detail, as: "goods detail view")
        tracker.track(detail.presenter, as: "goods detail presenter")
      }
      _ = await session.execute("cart 1")
      _ = await session.execute("back")
      _ = await session.execute("users")
      let users = try #require(session.navigator.top as? TerminalUserListView)
      tracker.track(users, as: "user list view")
      tracker.track(users.presenter, as: "user list presenter")
      _ = await session.execute("open 1")
      do {
        let profile = try #require(session.navigator.top as? TerminalUserProfileView)
        tracker.track(profile, as: "profile view")
        tracker.track(profile.presenter, as: "profile presenter")
      }
      _ = await session.execute("edit Ada Lovelace | ada@example.com")
      _ = await session.execute("back")
      _ = await session.execute("sale")
      let sale = try #require(session.navigator.top as? TerminalFlashSalePageView)
      tracker.track(sale, as: "sale page view")
      tracker.track(sale.presenter, as: "sale page presenter")
      tracker.track(sale.presenter.banner, as: "sale banner presenter")
      tracker.track(sale.presenter.goods, as: "sale goods presenter")
      #expect(
        tracker.survivors == [
          "goods list view", "goods list presenter", "user list view", "user list presenter",
          "sale page view", "sale page presenter", "sale banner presenter", "sale goods presenter",
        ])
      tracker.track(session, as: "session")
      tracker.track(session.navigator, as: "navigator")
      session.end()
    }
    tracker.expectAllDeallocated()
  }

  /// Issue 14: the goods screens over the caching service and the stored cart, shown from the
  /// store while the server is down and from the server again, release their views and
  /// presenters, and the store (its file closed) once the session ends.
  @Test func goodsScreensOverTheStoreReleaseTheirViewsPresentersAndTheStore() async throws {
    let tracker = LeakTracker()
    let directory = try TemporaryDirectory()
    let catalog = InProcessCatalog(server: CatalogServer(data: CatalogFixtures.bundled))
    let monitor = DeliveryMonitor()
    do {
      let store = try GoodsStore(.file(directory.url.appendingPathComponent("shop.sqlite")))
      tracker.track(store, as: "store")
      tracker.track(store.database, as: "database")
      let environment = DemoEnvironment(
        options: DemoOptions(pageSize: 3), baseURL: catalog.baseURL, session: catalog.session,
        dispatcher: NotifyingDispatcher(monitor: monitor), manualClock: ManualClock(),
        store: store, catalog: catalog)
      let session = DemoSession(
        factory: FeatureRootScreens(environment: environment), monitor: monitor)
      await session.start()
      let goods = try #require(session.navigator.top as? TerminalGoodsListView)
      tracker.track(goods, as: "goods list view")
      tracker.track(goods.presenter, as: "goods list presenter")
      _ = await session.execute("cart 1")
      _ = await session.execute("offline")
      _ = await session.execute("refresh")
      #expect(session.renderScreen().contains("The server isn't available: showing goods saved at"))
      _ = await session.execute("open 2")
      do {
        let detail = try #require(session.navigator.top as? TerminalGoodsDetailView)
        tracker.track(detail, as: "goods detail view")
        tracker.track(detail.presenter, as: "goods detail presenter")
      }
      _ = await session.execute("back")
      _ = await session.execute("sale")
      let sale = try #require(session.navigator.top as? TerminalFlashSalePageView)
      tracker.track(sale, as: "sale page view")
      tracker.track(sale.presenter.goods, as: "sale goods presenter")
      _ = await session.execute("online")
      _ = await session.execute("goods")
      _ = await session.execute("refresh")
      #expect(session.renderScreen().contains("Connected again: goods are up to date."))
      #expect(
        await session.execute("cart")
          == .screen(notes: ["Your cart:", "  2 × Velvet Matte Lipstick", "Total: 2 units."]))
      tracker.track(session, as: "session")
    }
    tracker.expectAllDeallocated()
  }
}
