import Foundation
import MVPDemo
import MVPTestSupport
import Testing

/// Issue 12: the demo's currency follows the data: the bundled catalogue declares its own
/// (CNY), a `--base-url` DummyJSON server means US dollars, `--currency` overrides either; prices
/// are formatted for `--locale`, with the currency's region when the locale names none.
@MainActor @Suite(.presenterTest) struct CurrencySessionTests {
  static let firstRow = "1. Velvet Matte Lipstick | "

  @Test func theBundledCatalogueDeclaresItsCurrency() async {
    #expect(CatalogFixtures.bundled.currency == "CNY")
    let run = await DemoTranscript(["--page-size", "1"], script: "")
    #expect(DemoTranscript.rows(run.lastScreen) == [Self.firstRow + "¥9.27 (was ¥9.99)"])
  }

  @Test func aLiveServersPricesAreUSDollars() async throws {
    let server = try LoopbackHTTPServer(serving: CatalogFixtures.bundled)
    defer { server.stop() }
    let run = await DemoTranscript(["--base-url", server.baseURL, "--page-size", "1"], script: "")
    #expect(DemoTranscript.rows(run.lastScreen) == [Self.firstRow + "$9.27 (was $9.99)"])
    let chinese = await DemoTranscript(
      ["--base-url", server.baseURL, "--page-size", "1", "--locale", "zh-Hans"], script: "")
    #expect(DemoTranscript.rows(chinese.lastScreen) == [Self.firstRow + "$9.27（原价 $9.99）"])
  }

  @Test func currencyOverridesTheData() async throws {
    let server = try LoopbackHTTPServer(serving: CatalogFixtures.bundled)
    defer { server.stop() }
    let run = await DemoTranscript(
      ["--base-url", server.baseURL, "--page-size", "1", "--currency", "CNY"], script: "")
    #expect(DemoTranscript.rows(run.lastScreen) == [Self.firstRow + "¥9.27 (was ¥9.99)"])
    let euros = await DemoTranscript(["--page-size", "1", "--currency", "EUR"], script: "")
    #expect(DemoTranscript.rows(euros.lastScreen) == [Self.firstRow + "€9.27 (was €9.99)"])
  }

  @Test func theDisplayOptionsFollowTheDataAndTheLocale() {
    let english = FeatureRootScreens.displayOptions(for: DemoOptions(), dataCurrency: "CNY")
    #expect(english.currencyCode == "CNY")
    #expect(english.locale.identifier == "en_CN")
    let american = FeatureRootScreens.displayOptions(
      for: DemoOptions(localeIdentifier: "en_US"), dataCurrency: "CNY")
    #expect(american.locale.identifier == "en_US")
    #expect(american.priceFormatter.string(for: 9) == "CN¥9.00")
    let chinese = FeatureRootScreens.displayOptions(
      for: DemoOptions(localeIdentifier: "zh-Hans", currencyCode: "USD"), dataCurrency: "CNY")
    #expect(chinese.currencyCode == "USD")
    #expect(chinese.locale.identifier == "zh_Hans_US")
    #expect(chinese.texts.inStock == "有货")
  }
}
