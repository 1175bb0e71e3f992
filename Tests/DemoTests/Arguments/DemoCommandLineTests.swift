import Foundation
import MVPDemo
import Testing

@Suite struct DemoCommandLineTests {
  func parse(_ arguments: [String]) throws(UsageError) -> DemoInvocation {
    try DemoCommandLine.parse(arguments)
  }

  func failure(_ arguments: [String]) -> String? {
    do {
      _ = try parse(arguments)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func noArgumentsRunOnTheBundledDataWithPagesOfTwenty() throws {
    #expect(try parse([]) == .run(DemoOptions()))
    #expect(DemoOptions().pageSize == 20)
    #expect(DemoOptions().baseURL == nil)
  }

  @Test func everyOptionInBothSpellings() throws {
    let expected = DemoOptions(
      baseURL: URL(string: "http://127.0.0.1:8080/api")!, pageSize: 7, localeIdentifier: "zh_CN",
      currencyCode: "USD")
    #expect(
      try parse([
        "--base-url", "http://127.0.0.1:8080/api", "--page-size", "7", "--locale", "zh_CN",
        "--currency", "usd",
      ]) == .run(expected))
    #expect(
      try parse([
        "--base-url=http://127.0.0.1:8080/api", "--page-size=7", "--locale=zh_CN",
        "--currency=USD",
      ]) == .run(expected))
  }

  @Test func helpWinsWherever() throws {
    #expect(try parse(["--help"]) == .help)
    #expect(try parse(["--page-size", "3", "-h"]) == .help)
    #expect(try parse(["--bogus", "--help"]) == .help)
  }

  static let baseURLHint = " (a path is fine; no query or fragment)"

  @Test func aBaseURLWithAPathIsAccepted() throws {
    guard case .run(let options) = try parse(["--base-url", "http://127.0.0.1:8080/api/v1"]) else {
      Issue.record("expected options")
      return
    }
    #expect(options.baseURL?.absoluteString == "http://127.0.0.1:8080/api/v1")
  }

  @Test(arguments: [
    ("not a url", "--base-url: 'not a url' is not an http(s) URL with a host" + Self.baseURLHint),
    (
      "ftp://example.com",
      "--base-url: 'ftp://example.com' is not an http(s) URL with a host" + Self.baseURLHint
    ),
    ("http://", "--base-url: 'http://' is not an http(s) URL with a host" + Self.baseURLHint),
    (
      "127.0.0.1:8080",
      "--base-url: '127.0.0.1:8080' is not an http(s) URL with a host" + Self.baseURLHint
    ),
    (
      "http://h?x=1",
      "--base-url: 'http://h?x=1' is not an http(s) URL with a host" + Self.baseURLHint
    ),
  ])
  func malformedBaseURLIsAUsageError(text: String, message: String) {
    #expect(failure(["--base-url", text]) == message)
  }

  @Test(arguments: ["0", "101", "-3", "ten", "2.5", ""])
  func pageSizeOutsideOneToHundredIsAUsageError(text: String) {
    #expect(
      failure(["--page-size", text])
        == "--page-size: expected a whole number from 1 to 100, got '\(text)'")
  }

  @Test func otherMistakesAreUsageErrors() {
    #expect(failure(["--base-url"]) == "--base-url needs a value")
    #expect(failure(["--colour", "red"]) == "unknown option '--colour'")
    #expect(failure(["--bogus"]) == "unknown option '--bogus'")
    #expect(failure(["goods"]) == "unexpected argument 'goods'")
    #expect(
      failure(["--currency", "EURO"])
        == "--currency: 'EURO' is not an ISO 4217 currency code such as CNY or USD")
    #expect(
      failure(["--currency", "XYZ"])
        == "--currency: 'XYZ' is not an ISO 4217 currency code such as CNY or USD")
    #expect(
      failure(["--locale", "en US"]) == "--locale: 'en US' is not a locale identifier such as en_US"
    )
  }

  @Test func usageNamesEveryOption() {
    for option in ["--base-url URL", "--page-size N", "--locale ID", "--currency CODE", "--help"] {
      #expect(DemoCommandLine.usage.contains(option))
    }
  }
}
