import Foundation
import MVPCore
import MVPRestoration
import MVPTestSupport
import Testing

/// The saved state: the stack and every screen's state saved when the app goes to the background,
/// rebuilt at launch with each screen handed its state; what cannot be saved is left out, logged.
@MainActor
@Suite struct AppRestorationTests {
  let store = InMemoryRestorationStore()
  let log = LogLines()

  /// An app showing home, item 3 and sheet 4, each with a draft, saved to the store.
  func saveAnAppInTheMiddleOfEdits() throws {
    let app = ShopApp()
    app.navigator.open(RouteStack([.home, .item(id: 3)], presented: .sheet(id: 4)))
    try #require(app.screen(0)).presenter.draft.text = "home notes"
    try #require(app.screen(1)).presenter.draft.text = "half-written review"
    try #require(app.platform.presentedScreen).presenter.draft.text = "sheet notes"
    app.restoration(store: store, log: log).save()
  }

  @Test func theStackComesBackWithEachScreensStateAfterAKill() throws {
    try saveAnAppInTheMiddleOfEdits()
    let relaunched = ShopApp()
    let result = relaunched.restoration(store: store, log: log).restore(or: [.home])
    #expect(result == .restored)
    #expect(relaunched.platform.calls == [.setStack(["home", "item 3"]), .present("sheet 4")])
    #expect(
      relaunched.navigator.stack == RouteStack([.home, .item(id: 3)], presented: .sheet(id: 4)))
    #expect(try #require(relaunched.screen(0)).presenter.draft.text == "home notes")
    #expect(try #require(relaunched.screen(1)).presenter.draft.text == "half-written review")
    #expect(
      try #require(relaunched.platform.presentedScreen).presenter.draft.text == "sheet notes")
    #expect(log.lines == [])
  }

  @Test func theSavedStateIsJSONWithItsVersionsAndDate() throws {
    try saveAnAppInTheMiddleOfEdits()
    let text = String(decoding: try #require(store.data), as: UTF8.self)
    #expect(text.hasPrefix(#"{"appVersion":"7","formatVersion":1,"presented":{"#))  // keys sorted
    let json = try SavedJSON(store.data)
    #expect(json.object["formatVersion"] as? Int == 1)
    #expect(json.object["appVersion"] as? String == "7")
    #expect(json.object["savedAt"] as? String == "2027-01-15T08:00:00Z")
    let screens = try json.screens(ofRoute: 1)
    #expect(screens.count == 1)
    #expect(screens.first?["kind"] as? String == "ItemView")
  }

  @Test func theStateIsRestoredOnceSoALaunchThatCrashesStartsFresh() throws {
    try saveAnAppInTheMiddleOfEdits()
    _ = ShopApp().restoration(store: store, log: log).restore(or: [.home])
    #expect(store.data == nil)
    let again = ShopApp()
    #expect(again.restoration(store: store, log: log).restore(or: [.home]) == .nothingSaved)
    #expect(again.platform.calls == [.setStack(["home"])])
  }

  @Test func nothingSavedShowsTheFreshStackWithoutALogLine() {
    let app = ShopApp()
    #expect(app.restoration(store: store, log: log).restore(or: [.home]) == .nothingSaved)
    #expect(app.platform.calls == [.setStack(["home"])])
    #expect(log.lines == [])
  }

  @Test func savingWithNoRouteShownRemovesTheSavedState() throws {
    try saveAnAppInTheMiddleOfEdits()
    ShopApp().restoration(store: store, log: log).save()
    #expect(store.data == nil)
  }

  @Test func aRouteWithAPayloadEndsTheSavedStackBelowIt() throws {
    let app = ShopApp()
    app.navigator.open([.home, .item(id: 1)])
    try #require(app.screen(1)).presenter.addNote()
    try #require(app.screen(2)).presenter.open(2)
    app.restoration(store: store, log: log).save()
    #expect(
      log.lines == [
        "MVPRestoration: note(onSaved: onSaved) cannot be saved (at onSaved: the route "
          + "payload 'onSaved' (a callback) cannot be saved): the saved stack ends below it"
      ])
    let relaunched = ShopApp()
    relaunched.restoration(store: store, log: log).restore(or: [.home])
    #expect(relaunched.navigator.stack == [.home, .item(id: 1)])
  }

  @Test func savedRouteMapsAPayloadRouteToOneWithout() throws {
    let app = ShopApp()
    app.navigator.open([.home])
    try #require(app.screen(0)).presenter.addNote()
    try #require(app.screen(1)).presenter.open(2)
    let withoutPayload: @MainActor (ShopRoute) -> ShopRoute? = { route in
      if case .note = route { return .item(id: 99) }
      return route
    }
    app.restoration(store: store, savedRoute: withoutPayload, log: log).save()
    let relaunched = ShopApp()
    relaunched.restoration(store: store, log: log).restore(or: [.home])
    #expect(relaunched.navigator.stack == [.home, .item(id: 99), .item(id: 2)])
    #expect(log.lines == [])
  }

  @Test func savedRouteReturningNilEndsTheSavedStackBelowIt() throws {
    let app = ShopApp()
    app.navigator.open(RouteStack([.home, .item(id: 1), .item(id: 2)], presented: .sheet(id: 3)))
    let notItem1: @MainActor (ShopRoute) -> ShopRoute? = { $0 == .item(id: 1) ? nil : $0 }
    app.restoration(store: store, savedRoute: notItem1, log: log).save()
    #expect(
      log.lines == [
        "MVPRestoration: item(id: 1) is not saved (savedRoute): the saved stack ends below it"
      ])
    let relaunched = ShopApp()
    relaunched.restoration(store: store, log: log).restore(or: [.item(id: 5)])
    #expect(relaunched.navigator.stack == [.home])
  }

  @Test func aScreenNotOpenedByRouteEndsTheSavedStackBelowIt() throws {
    let app = ShopApp()
    app.navigator.open([.home])
    app.navigator.push(
      app.handMadeScreen(),
      animated: true)
    app.navigator.navigate(to: .present(.sheet(id: 2)))
    app.restoration(store: store, log: log).save()
    #expect(
      log.lines == [
        "MVPRestoration: screen 1 (ItemScreen) was not opened by route: the saved stack ends "
          + "below it"
      ])
    let relaunched = ShopApp()
    relaunched.restoration(store: store, log: log).restore(or: [.item(id: 5)])
    #expect(relaunched.navigator.stack == [.home])
  }

  @Test func aScreenWhoseStateDoesNotFitStartsFreshAndTheOthersAreRestored() throws {
    try saveAnAppInTheMiddleOfEdits()
    var json = try SavedJSON(store.data)
    var screens = try json.screens(ofRoute: 1)
    screens[0]["parts"] = ["draft": Data("not a string".utf8).base64EncodedString()]
    try json.setScreens(screens, ofRoute: 1)
    var other = try json.screens(ofRoute: 0)
    other[0]["kind"] = "any OldHomeView"
    try json.setScreens(other, ofRoute: 0)
    store.data = try json.data
    let relaunched = ShopApp()
    #expect(relaunched.restoration(store: store, log: log).restore(or: [.home]) == .restored)
    #expect(try #require(relaunched.screen(0)).presenter.draft.text == "")
    #expect(try #require(relaunched.screen(1)).presenter.draft.text == "")
    #expect(try #require(relaunched.screen(1)).presenter.draft.restoredFrom != nil)
    #expect(
      try #require(relaunched.platform.presentedScreen).presenter.draft.text == "sheet notes")
    #expect(log.lines.count == 2)
    #expect(
      log.lines.first
        == "MVPRestoration: home: screen 0 is a ItemView, saved as a any OldHomeView: "
        + "not restored")
    #expect(
      log.lines.last?.hasPrefix("MVPRestoration: item(id: 3): ItemView 'draft': not restored")
        == true)
  }

  @Test func aPartWhoseStateDoesNotEncodeIsLeftOutAndTheRestSaved() throws {
    let app = ShopApp()
    app.navigator.open([.home, .item(id: 1)])
    let home = try #require(app.screen(0)).presenter
    home.draft.text = "kept"
    let item = try #require(app.screen(1)).presenter
    item.draft.text = "lost"
    item.draft.failsToEncode = true
    app.restoration(store: store, log: log).save()
    #expect(log.lines.count == 1)
    #expect(
      log.lines.first?.hasPrefix("MVPRestoration: item(id: 1): ItemView 'draft': not saved") == true
    )
    let relaunched = ShopApp()
    relaunched.restoration(store: store, log: log).restore(or: [.home])
    #expect(relaunched.navigator.stack == [.home, .item(id: 1)])
    #expect(try #require(relaunched.screen(0)).presenter.draft.text == "kept")
    #expect(try #require(relaunched.screen(1)).presenter.draft.text == "")
  }

  @Test func aSavedRouteCarryingAPayloadDoesNotDecode() throws {
    let json = Data(#"{"note":{"onSaved":"onSaved"}}"#.utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(ShopRoute.self, from: json) }
  }

  @Test func aStoreThatCannotSaveIsLoggedAndNothingIsThrown() {
    let failing = FailingStore()
    failing.failsToSave = true
    let app = ShopApp()
    app.navigator.open([.home])
    app.restoration(store: failing, log: log).save()
    #expect(log.lines == ["MVPRestoration: the state could not be saved: the disk is full"])
  }

  @Test func aStoreThatCannotRemoveAfterReadingIsLoggedAndTheStackRestored() throws {
    let failing = FailingStore()
    let app = ShopApp()
    app.navigator.open([.home, .item(id: 1)])
    app.restoration(store: failing, log: log).save()
    failing.failsToRemove = true
    let relaunched = ShopApp()
    #expect(relaunched.restoration(store: failing, log: log).restore(or: [.home]) == .restored)
    #expect(relaunched.navigator.stack == [.home, .item(id: 1)])
    #expect(
      log.lines == [
        "MVPRestoration: the saved state could not be removed after reading: no permission to "
          + "delete"
      ])
  }
}
