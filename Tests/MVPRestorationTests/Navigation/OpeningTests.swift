import MVPCore
import MVPRestoration
import MVPTestSupport
import Testing

/// `open(_:discardingEdits:animated:)`'s rule: the screens a stack shares at the bottom stay, the
/// rest is replaced; a screen with unsaved edits is replaced only with `discardingEdits: true`,
/// and then its write runs to its end and its draft is lost.
@MainActor
@Suite struct OpeningTests {
  let app = ShopApp()

  /// Shows `stack` and forgets the platform's calls.
  func show(_ stack: RouteStack<ShopRoute>) {
    app.navigator.open(stack)
    app.platform.clearCalls()
  }

  @Test func theSharedBottomStaysAndTheRestIsReplacedInOneChange() throws {
    show([.home, .item(id: 1), .item(id: 2)])
    let home = try #require(app.screen(0))
    let item1 = try #require(app.screen(1))
    app.navigator.open([.home, .item(id: 1), .item(id: 5)])
    #expect(app.platform.calls == [.setStack(["home", "item 1", "item 5"])])
    #expect(app.screen(0) === home)
    #expect(app.screen(1) === item1)
    #expect(app.navigator.stack == [.home, .item(id: 1), .item(id: 5)])
    #expect(app.built.alive == [0, 1, 5])
  }

  @Test func aStackSharingNothingReplacesEverything() {
    show([.home, .item(id: 1)])
    app.navigator.open([.item(id: 9)])
    #expect(app.platform.calls == [.setStack(["item 9"])])
    #expect(app.built.alive == [9])
  }

  @Test func aShorterStackPopsToTheSharedBottom() throws {
    show([.home, .item(id: 1), .item(id: 2)])
    let home = try #require(app.screen(0))
    app.navigator.open([.home])
    #expect(app.platform.calls == [.setStack(["home"])])
    #expect(app.screen(0) === home)
  }

  @Test func openingWhatIsShownChangesNothing() {
    show(RouteStack([.home, .item(id: 1)], presented: .sheet(id: 3)))
    app.navigator.open(RouteStack([.home, .item(id: 1)], presented: .sheet(id: 3)))
    #expect(app.platform.calls.isEmpty)
    #expect(app.built.alive == [0, 1, 3])
  }

  @Test func thePresentedScreenIsDismissedWhenThePushedOnesChange() {
    show(RouteStack([.home], presented: .sheet(id: 4)))
    app.navigator.open(RouteStack([.home, .item(id: 2)], presented: .sheet(id: 4)))
    #expect(app.platform.calls == [.dismiss, .setStack(["home", "item 2"]), .present("sheet 4")])
    #expect(app.navigator.stack == RouteStack([.home, .item(id: 2)], presented: .sheet(id: 4)))
  }

  @Test func anotherPresentedRouteReplacesThePresentedScreen() {
    show(RouteStack([.home], presented: .sheet(id: 4)))
    app.navigator.open(RouteStack([.home], presented: .sheet(id: 5)))
    #expect(app.platform.calls == [.dismiss, .present("sheet 5")])
  }

  @Test func aStackWithoutAPresentedRouteDismisses() {
    show(RouteStack([.home], presented: .sheet(id: 4)))
    app.navigator.open([.home])
    #expect(app.platform.calls == [.dismiss])
    #expect(app.built.alive == [0])
  }

  @Test func aStackThatPushesNothingChangesOnlyThePresentedScreen() {
    show([.home, .item(id: 1)])
    app.navigator.open(RouteStack(presented: .sheet(id: 3)))
    #expect(app.platform.calls == [.present("sheet 3")])
    #expect(app.navigator.stack == RouteStack([.home, .item(id: 1)], presented: .sheet(id: 3)))
  }

  @Test func screensNotBuiltByRouteAboveTheSharedBottomAreReplaced() {
    show([.home])
    app.navigator.push(
      app.handMadeScreen(),
      animated: true)
    app.platform.clearCalls()
    app.navigator.open([.home])
    #expect(app.platform.calls == [.setStack(["home"])])
  }

  @Test func routesRemovedByOpeningNamesThemAndChangesNothing() {
    show(RouteStack([.home, .item(id: 1), .item(id: 2)], presented: .sheet(id: 4)))
    #expect(
      app.navigator.routesRemoved(byOpening: [.home, .item(id: 7)]) == [
        .item(id: 1), .item(id: 2), .sheet(id: 4),
      ])
    #expect(app.navigator.routesRemoved(byOpening: RouteStack(presented: .sheet(id: 4))) == [])
    #expect(app.platform.calls.isEmpty)
  }

  @Test func aLinkThatWouldReplaceAScreenWithUnsavedEditsChangesNothing() throws {
    show([.home, .item(id: 2)])
    try #require(app.screen(1)).presenter.draft.text = "a review"
    #expect(
      app.navigator.routesWithUnsavedEdits(byOpening: [.home, .item(id: 3)]) == [.item(id: 2)])
    #expect(!app.navigator.open([.home, .item(id: 3)]))
    #expect(!app.navigator.open(RouteStack([.home], presented: .sheet(id: 4))))
    #expect(app.platform.calls.isEmpty)
    #expect(app.navigator.stack == [.home, .item(id: 2)])
    #expect(try #require(app.screen(1)).presenter.draft.text == "a review")
  }

  @Test func aLinkThatKeepsTheScreenWithUnsavedEditsOpens() throws {
    show([.home, .item(id: 2)])
    try #require(app.screen(1)).presenter.draft.text = "a review"
    #expect(
      app.navigator.routesWithUnsavedEdits(byOpening: [.home, .item(id: 2), .item(id: 5)]).isEmpty)
    #expect(app.navigator.open([.home, .item(id: 2), .item(id: 5)]))
    #expect(app.navigator.stack == [.home, .item(id: 2), .item(id: 5)])
    #expect(try #require(app.screen(1)).presenter.draft.text == "a review")
  }

  @Test func discardingEditsAWriteOnAReplacedScreenRunsToItsEndAndItsDraftIsLost() async throws {
    show([.home, .item(id: 2)])
    do {
      let item = try #require(app.screen(1)).presenter
      item.draft.text = "a review"
      item.save()
    }
    await app.service.saves.waitForPendingRequests(1)
    #expect(app.navigator.open([.home, .item(id: 3)], discardingEdits: true))
    #expect(app.built.alive == [0, 3])  // the write does not keep its screen
    app.service.saves.succeed(with: ())
    await app.writeOutcomes.waitForOutcomes(1)
    #expect(app.writeOutcomes.unhandled.map(\.succeeded) == [true])
    #expect(app.service.saves.requests == ["a review"])
    app.navigator.open([.home, .item(id: 2)])
    #expect(try #require(app.screen(1)).presenter.draft.text == "")
  }
}
