import Foundation
import GoodsFeature
import MVPClock
import MVPDemo
import MVPStore
import Testing

/// The `cart` command's lines come from the cart screen (GoodsFeature's `CartModule`, a list fed
/// by the cart's observation): a cart that cannot be read says so in one line, in the demo's
/// words.
@MainActor @Suite struct CartScreenTests {
  @Test func aCartThatCannotBeReadSaysSoInOneLine() async throws {
    let store = try GoodsStore(.inMemory)
    try store.database.write { try $0.execute("DROP TABLE cart_line") }
    let catalog = InProcessCatalog(server: CatalogServer(data: CatalogFixtures.bundled))
    let environment = DemoEnvironment(
      options: DemoOptions(pageSize: 3), baseURL: catalog.baseURL, session: catalog.session,
      dispatcher: NotifyingDispatcher(monitor: DeliveryMonitor()), manualClock: ManualClock(),
      store: store, catalog: catalog)
    let lines = await FeatureRootScreens(environment: environment).cartSummary()
    #expect(
      lines == ["The cart can't be read from the store (SQLite error 1: no such table: cart_line)."]
    )
  }
}
