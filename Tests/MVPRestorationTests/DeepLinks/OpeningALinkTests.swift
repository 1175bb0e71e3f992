import Foundation
import MVPRestoration
import Testing

/// A deep link opened while other screens are shown: the screens it shares at the bottom stay,
/// the rest is replaced; a link that does not parse changes nothing.
@MainActor
@Suite struct OpeningALinkTests {
  let app = ShopApp()

  func open(_ link: String) throws {
    app.navigator.open(try ShopLinks.patterns.stack(for: try #require(URL(string: link))))
  }

  @Test func aLinkOverADeeperStackKeepsTheSharedScreens() throws {
    app.navigator.open(RouteStack([.home, .item(id: 1), .item(id: 2)], presented: .sheet(id: 9)))
    app.platform.clearCalls()
    let home = app.screen(0)
    try open("https://shop.example/items/1/sheet")
    #expect(app.platform.calls == [.dismiss, .setStack(["home", "item 1"]), .present("sheet 1")])
    #expect(app.navigator.stack == RouteStack([.home, .item(id: 1)], presented: .sheet(id: 1)))
    #expect(app.screen(0) === home)
  }

  @Test func aLinkAtLaunchBuildsTheWholeStack() throws {
    try open("shop://items/12")
    #expect(app.platform.calls == [.setStack(["home", "item 12"])])
  }

  @Test func aLinkThatDoesNotParseChangesNothing() throws {
    app.navigator.open([.home, .item(id: 1)])
    app.platform.clearCalls()
    #expect(throws: DeepLinkError.notANumber(parameter: "id", value: "one")) {
      try open("shop://items/one")
    }
    #expect(app.platform.calls.isEmpty)
    #expect(app.navigator.stack == [.home, .item(id: 1)])
  }
}
