import Foundation
import MVPRestoration
import Testing

/// A URL parses to a route stack through the app's patterns, or to a typed error for each way it
/// does not.
@Suite struct DeepLinkPatternsTests {
  let links = ShopLinks.patterns

  func stack(_ link: String) throws -> RouteStack<ShopRoute> {
    try links.stack(for: try #require(URL(string: link)))
  }

  func error(_ link: String) throws -> DeepLinkError? {
    let url = try #require(URL(string: link))
    do {
      _ = try links.stack(for: url)
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: [
    "shop://items/12", "shop:///items/12", "shop:items/12", "SHOP://items/12",
    "https://shop.example/items/12", "https://SHOP.example/items/12", "shop://items/12/",
    "shop://items//12", "shop://items/12?utm=mail#reviews", "shop://items/%31%32",
    "https://user@shop.example:443/items/12",
  ])
  func linksThatOpenAnItem(link: String) throws {
    #expect(try stack(link) == [.home, .item(id: 12)])
  }

  @Test func patternsAreTriedInTheOrderAdded() throws {
    #expect(try stack("shop://items/new") == [.home, .item(id: 0)])
  }

  @Test func aLinkMayPresentAScreen() throws {
    #expect(
      try stack("shop://items/4/sheet")
        == RouteStack([.home, .item(id: 4)], presented: .sheet(id: 4)))
    #expect(try stack("shop://sheet?id=5&id=6") == RouteStack([.home], presented: .sheet(id: 5)))
  }

  @Test func aSignedNumberIsANumber() throws {
    #expect(try stack("shop://items/-3") == [.home, .item(id: -3)])
  }

  @Test func aLinkOfAnotherSchemeIsRefused() throws {
    #expect(try error("http://shop.example/items/12") == .unsupportedScheme("http"))
    #expect(try error("ftp://items/12") == .unsupportedScheme("ftp"))
    #expect(try error("items/12") == .unsupportedScheme(""))
  }

  @Test func aWebLinkIsRefusedWhenTheAppHasNoWebsite() throws {
    var links = DeepLinkPatterns<String>(.scheme("app"))
    links.add("a") { _ in ["a"] }
    #expect(throws: DeepLinkError.unsupportedScheme("https")) {
      try links.stack(for: try #require(URL(string: "https://app.example/a")))
    }
  }

  @Test func aWebLinkToAnotherHostIsRefused() throws {
    #expect(try error("https://evil.example/items/12") == .unknownHost("evil.example"))
    #expect(try error("https:///items/12") == .unknownHost(""))
  }

  @Test func aPathNoPatternMatchesIsRefused() throws {
    #expect(try error("shop://items") == .noMatchingPath("/items"))
    #expect(try error("shop://items/12/reviews") == .noMatchingPath("/items/12/reviews"))
    #expect(try error("shop://Items/12") == .noMatchingPath("/Items/12"))
    #expect(try error("shop://") == .noMatchingPath("/"))
  }

  @Test(arguments: [
    "shop://items/12/reviews", "shop:///items/12/reviews", "shop:items/12/reviews",
    "https://shop.example/items/12/reviews", "shop://items/12/reviews/?utm=mail#top",
  ])
  func theUnmatchedPathIsTheSameWithALeadingSlashForEveryFormOfLink(link: String) throws {
    #expect(try error(link) == .noMatchingPath("/items/12/reviews"))
  }

  @Test(arguments: [
    ("shop://items/abc", "abc"), ("shop://items/1.5", "1.5"), ("shop://items/12a", "12a"),
    ("shop://items/99999999999999999999", "99999999999999999999"), ("shop://items/%20", " "),
  ])
  func aParameterThatIsNotANumberIsRefused(link: String, value: String) throws {
    #expect(try error(link) == .notANumber(parameter: "id", value: value))
  }

  @Test func aMissingParameterIsRefused() throws {
    #expect(try error("shop://sheet") == .missingParameter("id"))
    #expect(try error("shop://sheet?id=") == .missingParameter("id"))
    #expect(try error("shop://sheet?ID=4") == .missingParameter("id"))
  }

  @Test func aValueTheAppDoesNotAcceptIsRefusedByItsPattern() throws {
    #expect(try stack("shop://tabs/home") == [.home])
    #expect(try error("shop://tabs/cart") == .invalidValue(parameter: "name", value: "cart"))
  }

  @Test func parametersComeFromThePathThenTheQuery() throws {
    var links = DeepLinkPatterns<String>(.scheme("app"))
    links.add("a/:x") { [try $0.string("x"), $0.value("y") ?? "-", $0.value("z") ?? "-"] }
    let url = try #require(URL(string: "app://a/path?x=query&y=why&z="))
    #expect(try links.stack(for: url) == ["path", "why", "-"])
  }

  @Test func everyTextIsAPattern() throws {
    var links = DeepLinkPatterns<String>(.scheme("app"))
    links.add("/:/x/") { _ in ["colon"] }
    links.add("twice/:id/:id") { [try $0.string("id")] }
    #expect(try links.stack(for: try #require(URL(string: "app:///:/x"))) == ["colon"])
    #expect(try links.stack(for: try #require(URL(string: "app://twice/1/2"))) == ["1"])
  }

  @Test func anErrorOfThePatternsOwnIsReportedAsRejected() throws {
    struct Closed: Error, CustomStringConvertible {
      var description: String { "the shop is closed" }
    }
    var links = DeepLinkPatterns<String>(.scheme("app"))
    links.add("shop") { _ in throw Closed() }
    #expect(throws: DeepLinkError.rejected(pattern: "shop", reason: "the shop is closed")) {
      try links.stack(for: try #require(URL(string: "app://shop")))
    }
  }

  @Test func eachErrorSaysWhatWasFound() {
    let errors: [DeepLinkError] = [
      .unsupportedScheme("ftp"), .unknownHost("evil.example"), .noMatchingPath("/x"),
      .missingParameter("id"), .notANumber(parameter: "id", value: "abc"),
      .invalidValue(parameter: "tab", value: "cart"),
      .rejected(pattern: "shop", reason: "closed"),
    ]
    #expect(
      errors.map(\.description) == [
        "the link's scheme 'ftp' is not the app's",
        "the link's host 'evil.example' is not the app's website",
        "no link pattern matches the path '/x'",
        "the link has no parameter 'id'",
        "the link's parameter 'id' is 'abc', not a whole number",
        "the link's parameter 'tab' has a value the app does not accept: 'cart'",
        "the link pattern 'shop' refused the link: closed",
      ])
  }
}
