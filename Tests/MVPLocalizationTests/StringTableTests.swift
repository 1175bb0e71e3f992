import Foundation
import MVPCore
import MVPLocalization
import MVPTestSupport
import Testing

/// ``StringTable``: Foundation localization from `.lproj` tables, chosen for a locale on every
/// platform (issue 12, part 1).
@Suite struct StringTableTests {
  struct Match: Sendable, CustomTestStringConvertible {
    let locale: String
    let expected: String?
    var testDescription: String { "\(locale) → \(expected ?? "none")" }
  }

  static let matches: [Match] = [
    Match(locale: "en", expected: "en"), Match(locale: "en_US", expected: "en"),
    Match(locale: "en-GB", expected: "en"), Match(locale: "zh", expected: "zh-Hans"),
    Match(locale: "zh_CN", expected: "zh-Hans"), Match(locale: "zh-Hans", expected: "zh-Hans"),
    Match(locale: "zh_Hans_CN", expected: "zh-Hans"),
    Match(locale: "zh-Hans-SG", expected: "zh-Hans"),
    Match(locale: "zh_TW", expected: nil), Match(locale: "zh-Hant", expected: nil),
    Match(locale: "fr_FR", expected: nil), Match(locale: "ja", expected: nil),
  ]

  @Test(arguments: matches)
  func theBestLocalizationIsChosenWhateverItsCase(_ match: Match) {
    let locale = Locale(identifier: match.locale)
    // As Apple platforms name the folders, and as SwiftPM on Linux copies them.
    #expect(
      StringTable.localization(for: locale, among: ["en", "zh-Hans"]) == match.expected)
    #expect(
      StringTable.localization(for: locale, among: ["en", "zh-hans"])
        == match.expected?.lowercased())
  }

  @Test func aRegionalLocalizationIsPreferredToTheLanguage() {
    let among = ["en", "en-GB", "pt", "pt-BR"]
    #expect(StringTable.localization(for: Locale(identifier: "en_GB"), among: among) == "en-GB")
    #expect(StringTable.localization(for: Locale(identifier: "en_US"), among: among) == "en")
    #expect(StringTable.localization(for: Locale(identifier: "pt_BR"), among: among) == "pt-BR")
    #expect(StringTable.localization(for: Locale(identifier: "pt_PT"), among: among) == "pt")
  }

  @Test func mvpCoreShipsEnglishAndSimplifiedChinese() {
    #expect(Set(Bundle.mvpCore.localizations.map { $0.lowercased() }) == ["en", "zh-hans"])
    #expect(expectLocalizationsComplete(in: .mvpCore) == 14)
  }

  @Test func aTableReadsTheChosenLanguageAndFallsBackToEnglish() {
    let chinese = StringTable(bundle: .mvpCore, locale: Locale(identifier: "zh_CN"))
    #expect(chinese.localization?.lowercased() == "zh-hans")
    #expect(chinese.language == "zh")
    #expect(chinese.string("error.cancelled") == "请求已取消。")
    #expect(chinese.string("no.such.key") == "no.such.key")
    let french = StringTable(bundle: .mvpCore, locale: Locale(identifier: "fr_FR"))
    #expect(french.localization == "en")
    #expect(french.string("error.cancelled") == "The request was cancelled.")
  }

  @Test func formatsFillPositionalValues() {
    let english = StringTable(bundle: .mvpCore, locale: Locale(identifier: "en_US"))
    #expect(
      english.format("error.httpStatus.message", 404, "Not found")
        == "The server couldn't complete the request (error 404): \"Not found\".")
    let chinese = StringTable(bundle: .mvpCore, locale: Locale(identifier: "zh-Hans"))
    #expect(chinese.format("error.httpStatus", 503) == "服务器无法完成请求（错误 503），请稍后再试。")
  }

  @Test func pluralRulesFollowTheLanguage() {
    #expect(PluralCategory.of(1, language: "en") == .one)
    #expect(PluralCategory.of(0, language: "en") == .other)
    #expect(PluralCategory.of(2, language: "EN") == .other)
    #expect(PluralCategory.of(1, language: "zh") == .other)
    #expect(PluralCategory.of(0, language: "fr") == .one)
    #expect(PluralCategory.of(2, language: "fr") == .other)
    #expect(PluralCategory.of(1, language: "de") == .one)
  }
}
