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

  /// URLSession on Linux refuses an upper-case scheme, which RFC 3986 makes case-insensitive.
  @Test func aBaseURLsSchemeIsSentInLowerCase() throws {
    guard case .run(let options) = try parse(["--base-url", "HTTP://localhost:18431/api"]) else {
      Issue.record("expected options")
      return
    }
    #expect(options.baseURL?.absoluteString == "http://localhost:18431/api")
  }

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
      failure(["--locale", "en US"])
        == "--locale: 'en US' is not a locale this system knows, such as en, en_US, zh-Hans or zh_CN"
    )
  }

  /// Issue 14: `--store PATH` (either spelling) names the store's file; `--offline` takes the
  /// bundled server down; without them the store is in memory and the server answers.
  @Test func theStoreAndTheServerDown() throws {
    #expect(DemoOptions().storePath == nil)
    #expect(!DemoOptions().offline)
    let expected = DemoOptions(storePath: "/tmp/shop.sqlite", offline: true)
    #expect(try parse(["--store", "/tmp/shop.sqlite", "--offline"]) == .run(expected))
    #expect(try parse(["--offline", "--store=/tmp/shop.sqlite"]) == .run(expected))
    #expect(
      try parse(["--store", "my shop.sqlite"]) == .run(DemoOptions(storePath: "my shop.sqlite")))
  }

  /// Issue 14: an empty `--store` path, `--store` without its path, and `--offline` with a live
  /// server (which the demo cannot take down) are usage errors.
  @Test func storeAndOfflineMistakesAreUsageErrors() {
    #expect(failure(["--store", ""]) == "--store needs the path of a file, not an empty one")
    #expect(failure(["--store="]) == "--store needs the path of a file, not an empty one")
    #expect(failure(["--store"]) == "--store needs a value")
    #expect(
      failure(["--offline", "--base-url", "http://127.0.0.1:8080"])
        == "--offline works with the bundled data set only, not with --base-url")
    #expect(failure(["--offline=yes"]) == "unknown option '--offline'")
  }

  /// Issue 12: a port above 65535 is a usage error, not a request that fails later.
  @Test(arguments: ["http://127.0.0.1:65536", "http://127.0.0.1:70000", "https://h:0/api"])
  func aPortOutsideTheRangeIsAUsageError(text: String) {
    #expect(
      failure(["--base-url", text]) == "--base-url: the port of '\(text)' is not from 1 to 65535")
  }

  @Test func theHighestPortIsAccepted() throws {
    guard case .run(let options) = try parse(["--base-url", "http://127.0.0.1:65535"]) else {
      Issue.record("expected options")
      return
    }
    #expect(options.baseURL?.port == 65535)
  }

  /// Issue 12: `--locale` is validated: known means in `Locale.availableIdentifiers` once `-` is
  /// read as `_`, or the likely full form of one (zh_CN is zh_Hans_CN).
  @Test(arguments: [
    "en", "en_US", "en-US", "zh-Hans", "zh_Hans", "zh_CN", "zh-TW", "ZH-hans", "fr",
  ])
  func knownLocalesAreAccepted(identifier: String) throws {
    #expect(DemoCommandLine.isKnownLocale(identifier))
    #expect(try parse(["--locale", identifier]) == .run(DemoOptions(localeIdentifier: identifier)))
  }

  @Test(arguments: ["xx", "en_XX", "klingon", "zh_Hans_XX", "", "en US", "en.UTF-8", "é"])
  func unknownLocalesAreUsageErrors(identifier: String) {
    #expect(!DemoCommandLine.isKnownLocale(identifier))
    #expect(
      failure(["--locale", identifier])
        == "--locale: '\(identifier)' is not a locale this system knows, such as en, en_US, "
        + "zh-Hans or zh_CN")
  }

  @Test func usageNamesEveryOptionAndEveryCommand() {
    for option in [
      "--base-url URL", "--page-size N", "--locale ID", "--currency CODE", "--store PATH",
      "--offline", "--verbose", "--help",
    ] {
      #expect(DemoCommandLine.usage.contains(option))
    }
    // Issue 12: --help lists the interactive commands too.
    for command in [
      "goods ", "users ", "next ", "list ", "refresh ", "retry ", "open N ", "cart ", "cart N ",
      "cart QTY ", "delete N ", "edit NAME | EMAIL ", "offline ", "online ", "back ", "help ",
      "quit ",
    ] {
      #expect(DemoCommandLine.usage.contains("\n  " + command), "\(command)")
    }
  }

  @Test func theHelpAndUsageErrorsFollowAKnownLocale() {
    #expect(DemoCommandLine.texts(for: ["--locale", "zh_CN"]).locale.identifier == "zh_CN")
    #expect(
      DemoCommandLine.texts(for: ["--bogus", "--locale=zh-Hans"]).locale.identifier == "zh-Hans")
    #expect(DemoCommandLine.texts(for: ["--locale", "xx"]).locale.identifier == "en")
    #expect(DemoCommandLine.texts(for: ["--locale"]).locale.identifier == "en")
    let chinese = DemoCommandLine.usage(in: DemoTexts(locale: Locale(identifier: "zh-Hans")))
    #expect(chinese.hasPrefix("用法：mvp-demo [--base-url 网址]"))
    #expect(chinese.contains("\n  open 行号         打开该行（商品详情或用户资料）\n"))
  }
}
