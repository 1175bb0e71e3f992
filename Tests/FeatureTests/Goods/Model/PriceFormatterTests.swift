import Foundation
import GoodsFeature
import Testing

@Suite struct PriceFormatterTests {
  @Test func defaultIsYuanInChineseLocale() {
    let formatter = PriceFormatter()
    #expect(formatter.currencyCode == "CNY")
    #expect(formatter.locale.identifier == "zh_Hans_CN")
    #expect(formatter.string(for: GoodsSamples.money("9.99")) == "¥9.99")
    #expect(
      Array(formatter.string(for: GoodsSamples.money("9.99")).unicodeScalars) == [
        "\u{A5}", "9", ".", "9", "9",
      ])
  }

  @Test(
    "formats with the injected currency and locale",
    arguments: [
      ("CNY", "zh_Hans_CN", "1234.5", "¥1,234.50"),
      ("CNY", "zh_Hans_CN", "0", "¥0.00"),
      ("CNY", "zh_Hans_CN", "108", "¥108.00"),
      ("USD", "en_US", "9.99", "$9.99"),
      ("CNY", "en_US", "9.99", "CN¥9.99"),
    ])
  func formats(code: String, locale: String, amount: String, expected: String) {
    let formatter = PriceFormatter(currencyCode: code, locale: Locale(identifier: locale))
    #expect(formatter.string(for: GoodsSamples.money(amount)) == expected)
  }

  @Test func optionsFormatPercentagesAndRatings() {
    let options = GoodsDisplayOptions()
    #expect(options.percentText(10) == "10%")
    #expect(options.percentText(GoodsSamples.money("12.5")) == "12.5%")
    #expect(options.ratingText(4.56) == "4.6")
    #expect(options.ratingText(3) == "3.0")
  }
}
