import Foundation
import MVPRestoration
import Testing

/// A saved state that cannot be restored is dropped with one log line and the app starts fresh:
/// one test per way it fails.
@MainActor
@Suite struct DroppedStateTests {
  let store = InMemoryRestorationStore()
  let log = LogLines()

  /// Saves home and item 3 as app version 7 at ``ShopApp/saveDate``.
  func saveAState() {
    let app = ShopApp()
    app.navigator.open([.home, .item(id: 3)])
    app.restoration(store: store, log: log).save()
  }

  /// Relaunches with `store` and checks that the saved state was dropped for `reason`, with one
  /// log line, the fresh stack shown and the store emptied.
  func expectDropped(
    store: any RestorationStore, appVersion: String = "7",
    now: Date = ShopApp.saveDate, maximumAge: TimeInterval? = 86_400,
    _ check: (RestorationError) -> Bool, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let app = ShopApp()
    let result = app.restoration(
      store: store, appVersion: appVersion, maximumAge: maximumAge, now: now, log: log
    ).restore(or: [.item(id: 1)])
    guard case .dropped(let error) = result, check(error) else {
      Issue.record("restored \(result)", sourceLocation: sourceLocation)
      return
    }
    #expect(
      log.lines == ["MVPRestoration: saved state dropped, starting fresh: \(error)"],
      sourceLocation: sourceLocation)
    #expect(app.navigator.stack == [.item(id: 1)], sourceLocation: sourceLocation)
    #expect(app.platform.calls == [.setStack(["item 1"])], sourceLocation: sourceLocation)
  }

  @Test func aCorruptStateIsDropped() {
    store.data = Data("{\"formatVersion\": 1, \"appVersion\": \"7\", ~~~".utf8)
    expectDropped(store: store) {
      if case .unreadable = $0 { true } else { false }
    }
    #expect(store.data == nil)
  }

  @Test func aTruncatedStateIsDropped() throws {
    saveAState()
    let data = try #require(store.data)
    store.data = data.prefix(data.count / 2)
    expectDropped(store: store) {
      if case .unreadable = $0 { true } else { false }
    }
  }

  @Test func anEmptyFileIsDropped() {
    store.data = Data()
    expectDropped(store: store) {
      if case .unreadable = $0 { true } else { false }
    }
  }

  @Test func jsonOfAnotherShapeIsDropped() {
    store.data = Data("{\"cart\": [1, 2]}".utf8)
    expectDropped(store: store) {
      if case .unreadable(let detail) = $0 { detail.contains("formatVersion") } else { false }
    }
  }

  @Test func aStateOfAnotherFormatVersionIsDropped() throws {
    saveAState()
    var json = try SavedJSON(store.data)
    json.object["formatVersion"] = 2
    store.data = try json.data
    expectDropped(store: store) { $0 == .otherFormatVersion(saved: 2, current: 1) }
    #expect(
      log.lines == [
        "MVPRestoration: saved state dropped, starting fresh: the saved state has format "
          + "version 2; this app reads version 1"
      ])
  }

  @Test func aStateOfAnotherAppVersionIsDropped() {
    saveAState()
    expectDropped(store: store, appVersion: "8") {
      $0 == .otherAppVersion(saved: "7", current: "8")
    }
  }

  @Test func routesThatNoLongerDecodeAreDropped() throws {
    saveAState()
    let saved = try #require(store.data)
    let renamed = String(decoding: saved, as: UTF8.self)
      .replacingOccurrences(of: "\"item\"", with: "\"product\"")
    store.data = Data(renamed.utf8)
    expectDropped(store: store) {
      if case .routesDoNotDecode(let detail) = $0 { detail.contains("routes") } else { false }
    }
  }

  @Test func aStateOlderThanTheMaximumAgeIsDropped() {
    saveAState()
    expectDropped(store: store, now: ShopApp.saveDate.addingTimeInterval(86_401)) {
      $0 == .tooOld(savedAt: ShopApp.saveDate, maximumAge: 86_400)
    }
    #expect(
      log.lines == [
        "MVPRestoration: saved state dropped, starting fresh: the saved state is from "
          + "2027-01-15T08:00:00Z, older than 86400 seconds"
      ])
  }

  @Test func aStateExactlyAsOldAsTheMaximumAgeIsRestored() {
    saveAState()
    let app = ShopApp()
    let result = app.restoration(
      store: store, now: ShopApp.saveDate.addingTimeInterval(86_400), log: log
    ).restore(or: [.item(id: 1)])
    #expect(result == .restored)
    #expect(app.navigator.stack == [.home, .item(id: 3)])
  }

  @Test func withoutAMaximumAgeAStateOfAnyAgeIsRestored() {
    saveAState()
    let app = ShopApp()
    let yearLater = ShopApp.saveDate.addingTimeInterval(365 * 86_400)
    let result = app.restoration(store: store, maximumAge: nil, now: yearLater, log: log)
      .restore(or: [.item(id: 1)])
    #expect(result == .restored)
  }

  @Test func aStateSavedInTheFutureIsRestored() {
    saveAState()
    let app = ShopApp()
    let clockSetBack = ShopApp.saveDate.addingTimeInterval(-3_600)
    let result = app.restoration(store: store, now: clockSetBack, log: log).restore(or: [.home])
    #expect(result == .restored)
  }

  @Test func aStoreThatCannotBeReadIsDropped() {
    let failing = FailingStore()
    failing.failsToLoad = true
    expectDropped(store: failing) { $0 == .storeUnavailable("no permission to read") }
  }

  @Test func eachReasonSaysWhatWasFound() {
    let reasons: [RestorationError] = [
      .storeUnavailable("denied"), .unreadable("at line 1"),
      .otherFormatVersion(saved: 0, current: 1), .otherAppVersion(saved: "1.0", current: "1.1"),
      .tooOld(savedAt: ShopApp.saveDate, maximumAge: 60), .routesDoNotDecode("at routes[0]"),
    ]
    #expect(
      reasons.map(\.description) == [
        "the saved state could not be read: denied",
        "the saved state is not readable (corrupt or truncated): at line 1",
        "the saved state has format version 0; this app reads version 1",
        "the saved state was saved by app version 1.0; this is version 1.1",
        "the saved state is from 2027-01-15T08:00:00Z, older than 60 seconds",
        "the saved routes no longer decode: at routes[0]",
      ])
  }
}
