import MVPCore
import MVPRestoration
import MVPTestSupport
import Testing

/// Navigation as data: the navigator builds each route's module, reports the stack it shows and
/// learns of the platform's own changes by identity; features navigate by the app's routes.
@MainActor
@Suite struct RouteNavigatorTests {
  let app = ShopApp()

  @Test func aStepBuildsTheRoutesModuleAndTheStackReportsIt() throws {
    app.navigator.open([.home])
    try #require(app.screen(0)).presenter.open(3)
    app.navigator.navigate(to: .present(.sheet(id: 4)))
    #expect(app.platform.calls == [.setStack(["home"]), .push("item 3"), .present("sheet 4")])
    #expect(app.navigator.stack == RouteStack([.home, .item(id: 3)], presented: .sheet(id: 4)))
    #expect(app.platform.presentedScreen?.presenter.id == 4)
  }

  @Test func aSwipeBackIsSeenWithoutAnyCallAndItsModuleGoes() throws {
    app.navigator.open([.home, .item(id: 1), .item(id: 2)])
    app.platform.swipeBack()
    #expect(app.navigator.stack == [.home, .item(id: 1)])
    #expect(app.built.alive == [0, 1])
  }

  @Test func aSheetPulledDownIsSeenWithoutAnyCallAndItsModuleGoes() {
    app.navigator.open(RouteStack([.home], presented: .sheet(id: 5)))
    #expect(app.navigator.stack.presented == .sheet(id: 5))
    app.platform.pullDownSheet()
    #expect(app.navigator.stack == [.home])
    #expect(app.built.alive == [0])
  }

  @Test func featureRoutersNavigateByTheAppsRoutes() throws {
    app.navigator.open([.home])
    let home = try #require(app.screen(0)).presenter
    home.open(7)
    try #require(app.screen(1)).presenter.back()
    home.addNote()
    app.navigator.navigate(to: .present(.sheet(id: 2)))
    try #require(app.platform.presentedScreen).presenter.close()
    #expect(
      app.platform.calls == [
        .setStack(["home"]), .push("item 7"), .pop, .push("note"), .present("sheet 2"), .dismiss,
      ])
    #expect(app.navigator.stack.routes.count == 2)
    #expect(app.navigator.stack.presented == nil)
  }

  @Test func aScreenNotBuiltByRouteEndsTheStackBelowIt() throws {
    app.navigator.open([.home])
    let handMade = app.handMadeScreen()
    app.navigator.push(handMade, animated: true)
    app.navigator.navigate(to: .push(.item(id: 8)))
    app.navigator.navigate(to: .present(.sheet(id: 9)))
    #expect(app.platform.shown == ["home", "hand-made", "item 8", "^sheet 9"])
    #expect(app.navigator.stack == [.home])
  }

  @Test func aScreenPresentedWithoutARouteIsNoPresentedRoute() {
    app.navigator.open([.home])
    app.navigator.present(
      app.handMadeScreen(),
      animated: true)
    #expect(app.platform.shown == ["home", "^hand-made"])
    #expect(app.navigator.stack == RouteStack([.home]))
    app.navigator.dismiss(animated: true)
    #expect(app.platform.calls == [.setStack(["home"]), .present("hand-made"), .dismiss])
  }

  @Test func everyModuleGoesWithItsScreenWhileTheNavigatorStays() async throws {
    let leaks = LeakTracker()
    app.navigator.open([.home, .item(id: 1)])
    do {
      let screen = try #require(app.screen(1))
      leaks.track(screen, as: "item 1's screen")
      leaks.track(screen.presenter, as: "item 1's presenter")
      leaks.track(screen.presenter.screen, as: "item 1's screen lifecycle")
      screen.presenter.viewDidLoad()
    }
    await app.service.titles.waitForPendingRequests(1)  // a load in flight
    app.navigator.navigate(to: .pop)
    leaks.expectAllDeallocated()
    #expect(app.built.alive == [0])
  }

  @Test func aRouterWhoseNavigatorIsGoneDoesNothing() {
    let platform = FakePlatform()
    var router: ItemRouter?
    do {
      let navigator = RouteNavigator<ShopRoute, ItemScreen>(platform: platform) { _, _ in
        ItemScreen(
          name: "never",
          presenter: ItemPresenter(
            id: 0, service: StubItemService(), router: RecordingRouter<ItemRoute>(),
            writeOutcomes: WriteOutcomes()))
      }
      router = ItemRouter(navigator) { _ in .push(.home) }
    }
    router?.navigate(to: .open(id: 1))
    #expect(platform.calls.isEmpty)
  }
}
