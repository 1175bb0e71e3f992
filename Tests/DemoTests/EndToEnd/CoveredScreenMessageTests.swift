import GoodsFeature
import MVPCore
import MVPDemo
import MVPTestSupport
import Testing

/// The screen stack tells presenters when their screen is covered, so a one-shot message that a
/// covered screen's presenter sends waits until the screen shows again (issue 8, kind 10).
@MainActor @Suite(.presenterTest) struct CoveredScreenMessageTests {
  let catalog = InProcessCatalog(server: CatalogServer(data: CatalogFixtures.bundled))
  let monitor = DeliveryMonitor()

  func makeSession() throws -> DemoSession {
    let environment = DemoEnvironment(
      options: DemoOptions(pageSize: 2), baseURL: catalog.baseURL, session: catalog.session,
      dispatcher: NotifyingDispatcher(monitor: monitor), store: try GoodsStore(.inMemory))
    return DemoSession(factory: FeatureRootScreens(environment: environment), monitor: monitor)
  }

  @Test func aMessageForACoveredListWaitsUntilTheListShowsAgain() async throws {
    let session = try makeSession()
    await session.start()
    let goods = try #require(session.navigator.top as? TerminalGoodsListView)
    _ = await session.execute("open 2")
    goods.presenter.addToCart(at: 0)  // the list's cart button, answered while it is covered
    await session.settle()
    #expect(
      goods.presenter.pendingWorkDescriptions.map { $0.hasSuffix("a visible view") }
        == [true])
    #expect(await session.execute("back") == .screen(notes: []))
    #expect(goods.presenter.pendingWorkDescriptions == [])
    #expect(
      session.renderScreen() == """
        == Goods ==
        1. Velvet Matte Lipstick | ¥9.27 (was ¥9.99)
        2. Hydrating Rose Face Mist | ¥10.55 (was ¥12.49) [Deep discount]
        Rows 1–2 of 66 products.
        Commands: open N, cart N, next, list, refresh, users, help, quit
        * Added 2 units of Velvet Matte Lipstick, its minimum order, to your cart. Items in cart: 2.

        """)
  }
}
