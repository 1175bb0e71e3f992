import Foundation
import GoodsFeature
import MVPDemo
import MVPRestoration
import MVPTestSupport
import Testing

/// Issue 29: `--open URL` opens a deep link at start; a link that does not parse says why in one
/// line and the demo starts where it would have without it.
@MainActor @Suite(.presenterTest) struct DeepLinkSessionTests {
  let catalog = InProcessCatalog(server: CatalogServer(data: CatalogFixtures.bundled))
  let monitor = DeliveryMonitor()

  func makeSession(state: DemoStateKeeping? = nil) throws -> DemoSession {
    let environment = DemoEnvironment(
      options: DemoOptions(pageSize: 2), baseURL: catalog.baseURL, session: catalog.session,
      dispatcher: NotifyingDispatcher(monitor: monitor), store: try GoodsStore(.inMemory))
    return DemoSession(
      factory: FeatureRootScreens(environment: environment), monitor: monitor, state: state)
  }

  @Test(arguments: [
    ("mvpdemo://goods", [DemoRoute.goods], "Goods"),
    ("mvpdemo://goods/12", [.goods, .goodsDetail(productID: 12)], "Walnut Bookshelf"),
    (
      "MVPDEMO://goods/12?from=mail#top", [.goods, .goodsDetail(productID: 12)], "Walnut Bookshelf"
    ),
    ("mvpdemo:goods/5", [.goods, .goodsDetail(productID: 5)], "Silk Finish Powder Compact"),
    (
      "https://mvp-demo.example/products/12", [.goods, .goodsDetail(productID: 12)],
      "Walnut Bookshelf"
    ),
    (
      "https://MVP-DEMO.example/goods/12", [.goods, .goodsDetail(productID: 12)], "Walnut Bookshelf"
    ),
    ("mvpdemo://users", [.users], "Users"),
    ("mvpdemo://users/3", [.users, .userProfile(userID: 3)], "Mei Tanaka"),
    ("https://mvp-demo.example/users/3", [.users, .userProfile(userID: 3)], "Mei Tanaka"),
    ("mvpdemo://sale", [.sale], "Flash sale"),
    ("mvpdemo://sale/2", [.sale, .goodsDetail(productID: 2)], "Hydrating Rose Face Mist"),
  ])
  func aLinkOpensItsStack(link: String, stack: [DemoRoute], title: String) async throws {
    let session = try makeSession()
    let notes = await session.start(opening: URL(string: link))
    #expect(notes == [])
    #expect(session.routeNavigator.stack == RouteStack(stack))
    #expect(session.navigator.top?.render().title == title)
  }

  @Test(arguments: [
    (
      "mvpdemo://goods/12a",
      "The link mvpdemo://goods/12a could not be opened: the product number '12a' is not a whole "
        + "number."
    ),
    (
      "mvpdemo://users/0",
      "The link mvpdemo://users/0 could not be opened: '0' is not a valid user number."
    ),
    (
      "mvpdemo://goods/-3",
      "The link mvpdemo://goods/-3 could not be opened: '-3' is not a valid product number."
    ),
    (
      "mvpdemo://goods/99999999999999999999",
      "The link mvpdemo://goods/99999999999999999999 could not be opened: the product number "
        + "'99999999999999999999' is not a whole number."
    ),
    (
      "mvpdemo://cart",
      "The link mvpdemo://cart could not be opened: the demo has no screen at '/cart'."
    ),
    (
      "mvpdemo://goods/12/reviews",
      "The link mvpdemo://goods/12/reviews could not be opened: the demo has no screen at "
        + "'/goods/12/reviews'."
    ),
    (
      "mvpdemo://",
      "The link mvpdemo:// could not be opened: the demo has no screen at '/'."
    ),
    (
      "http://mvp-demo.example/products/1",
      "The link http://mvp-demo.example/products/1 could not be opened: its scheme 'http' is "
        + "neither mvpdemo nor https."
    ),
    (
      "https://evil.example/products/1",
      "The link https://evil.example/products/1 could not be opened: the website 'evil.example' "
        + "is not the demo's (mvp-demo.example)."
    ),
    (
      "goods/12",
      "The link goods/12 could not be opened: it is not an mvpdemo:// or https:// link."
    ),
  ])
  func aLinkThatDoesNotParseSaysWhyAndStartsAtTheGoodsList(link: String, note: String)
    async throws
  {
    let session = try makeSession()
    let notes = await session.start(opening: URL(string: link))
    #expect(notes == [note])
    #expect(session.routeNavigator.stack == [.goods])
    #expect(session.navigator.top?.render().title == "Goods")
  }

  /// A link opens over the restored session by `RouteNavigator.open`'s rule: the goods list it
  /// shares stays, with its rows; the detail above it is replaced.
  @Test func aLinkOverARestoredSessionKeepsTheScreensItShares() async throws {
    let store = InMemoryRestorationStore()
    let first = try makeSession(state: DemoStateKeeping(store: store))
    await first.start()
    _ = await first.execute("next")
    // The runner prints each screen: the list tells its presenter the top row as it renders.
    _ = first.renderScreen()
    _ = await first.execute("open 3")
    await first.leave()
    first.end()
    let again = try makeSession(state: DemoStateKeeping(store: store))
    let notes = await again.start(opening: URL(string: "mvpdemo://goods/12"))
    #expect(notes == ["Restored your last session."])
    #expect(again.routeNavigator.stack == [.goods, .goodsDetail(productID: 12)])
    // Only the link's detail loaded: the restored one it replaced never did, nor the list yet.
    #expect(catalog.handledRequests.suffix(1) == ["GET /products/12"])
    #expect(await again.execute("back") == .screen(notes: []))
    #expect(again.renderScreen().contains("Rows 3–4 of 66 products."))
  }

  /// A link never closes an editor whose changes are not saved: it is not opened, and the note
  /// says why; the editor stays with its draft.
  @Test func aLinkDoesNotCloseARestoredEditorWithUnsavedChanges() async throws {
    let store = InMemoryRestorationStore()
    let first = try makeSession(state: DemoStateKeeping(store: store))
    await first.start()
    _ = await first.execute("users")
    _ = await first.execute("open 2")
    _ = await first.execute("edit Ann | not-an-email")
    await first.leave()
    first.end()
    let again = try makeSession(state: DemoStateKeeping(store: store))
    let notes = await again.start(opening: URL(string: "mvpdemo://goods/12"))
    #expect(
      notes == [
        "Restored your last session.",
        "The link mvpdemo://goods/12 was not opened: it would close user 2's profile, whose "
          + "changes are not saved. Save or cancel them, then open the link again.",
      ])
    #expect(again.routeNavigator.stack == [.users, .userProfile(userID: 2)])
    #expect(again.renderScreen().contains("Editing: name 'Ann', email 'not-an-email'"))
  }

  @Test func theCommandLineOpensTheLinkAndRefusesOneThatIsNoURL() async {
    let run = await DemoTranscript(["--open", "mvpdemo://users/3", "--page-size", "2"], script: "")
    #expect(run.screens[0].prefix(2) == ["Loading…", "== Mei Tanaka =="])
    let empty = await DemoTranscript(["--open", ""], script: "")
    #expect(empty.status == 2)
    #expect(empty.errors.hasPrefix("mvp-demo: --open: '' is not a URL\n"))
    let emptyState = await DemoTranscript(["--state="], script: "")
    #expect(emptyState.status == 2)
    #expect(
      emptyState.errors.hasPrefix("mvp-demo: --state needs the path of a file, not an empty one\n"))
  }
}
