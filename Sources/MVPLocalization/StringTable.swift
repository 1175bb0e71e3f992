import Foundation

/// The strings of a `.strings` table in the language that best matches a locale, read with
/// Foundation's localization from the `.lproj` folders of a bundle; the way MVPKit's targets (and
/// an app's) localize their user-facing text.
///
/// ```swift
/// let texts = StringTable(bundle: .module, locale: Locale(identifier: "zh_CN"))
/// texts.string("list.empty")                        // "暂无商品。"
/// texts.format("cart.added", title, count)          // "%1$@ … %2$ld" filled in
/// texts.plural("list.skipped", count: 3)            // key "list.skipped.other"
/// ```
///
/// - **Choosing the language.** The locale's language, script and region (its likely script is
///   filled in, so `zh_CN` means `zh-Hans`) are matched against the bundle's localizations from
///   the most to the least specific: `zh-Hans-CN`, `zh-Hans`, `zh-CN`, `zh`. Case does not matter,
///   because SwiftPM on Linux copies `zh-Hans.lproj` as `zh-hans.lproj` and looks paths up case
///   sensitively (`TOOLCHAIN.md`). With no match, the development language (`en`) is used.
/// - **Missing keys.** A key missing from the chosen language falls back to the development
///   language, then to the key itself, so a missing translation shows English, never nothing.
/// - **Plurals.** ``plural(_:count:_:)`` picks the key `<key>.one` or `<key>.other` by the
///   language's rule (``PluralCategory``); `.stringsdict` files are not used, as Linux's
///   Foundation crashes on them.
/// - **Formats.** Values are `String(format:locale:arguments:)` templates: use positional
///   specifiers (`%1$@` for text, `%2$ld` for a whole number) so translations may reorder them.
///
/// Adding a language is adding a folder: `<code>.lproj/<Table>.strings` in the target's
/// resources, no code.
///
/// Threading: a `Sendable` value; safe from any thread.
public struct StringTable: @unchecked Sendable {
  // `Bundle` is immutable here (only read) and documented thread-safe.
  private let chosen: Bundle?
  private let development: Bundle?
  private let table: String?

  /// The locale the table was made for; formats use it.
  public let locale: Locale

  /// The localization chosen for ``locale``, as the bundle names its folder (`zh-hans` on
  /// Linux), or `nil` when the bundle has no localized strings.
  public let localization: String?

  /// The language code the plural rule follows: that of ``localization``, else the locale's.
  public let language: String

  /// Reads a table of `bundle` for `locale`.
  ///
  /// - Parameters:
  ///   - bundle: The bundle holding the `.lproj` folders, for example `Bundle.module`.
  ///   - table: The table's name without `.strings`; `nil` (the default) for `Localizable`.
  ///   - locale: The locale whose language to use.
  ///   - developmentLocalization: The language of last resort; defaults to `"en"`.
  public init(
    bundle: Bundle,
    table: String? = nil,
    locale: Locale,
    developmentLocalization: String = "en"
  ) {
    // Only folders at the bundle's root count: Foundation on Linux may also list `.lproj`
    // folders nested deeper, which are not this bundle's localizations.
    let available = bundle.localizations.filter { Self.bundle(named: $0, in: bundle) != nil }
    let chosenName =
      Self.localization(for: locale, among: available)
      ?? available.first { $0.lowercased() == developmentLocalization.lowercased() }
    let developmentName = available.first {
      $0.lowercased() == developmentLocalization.lowercased()
    }
    self.chosen = chosenName.flatMap { Self.bundle(named: $0, in: bundle) }
    self.development = developmentName.flatMap { Self.bundle(named: $0, in: bundle) }
    self.table = table
    self.locale = locale
    self.localization = chosenName
    self.language = Self.languageCode(of: chosenName ?? locale.identifier)
  }

  /// The best of `localizations` for `locale`, matched without regard to case.
  ///
  /// - Parameters:
  ///   - locale: The locale to match.
  ///   - localizations: The localization names a bundle has, such as `["en", "zh-hans"]`.
  /// - Returns: The matching name as given, or `nil` when none matches the locale's language.
  public static func localization(for locale: Locale, among localizations: [String]) -> String? {
    let identifier = locale.identifier.replacingOccurrences(of: "_", with: "-")
    let maximal = Locale.Language(identifier: identifier).maximalIdentifier
    let language = Locale.Language(identifier: maximal)
    guard let code = language.languageCode?.identifier.lowercased() else { return nil }
    let script = language.script?.identifier.lowercased()
    let region = language.region?.identifier.lowercased()
    var candidates: [String] = []
    if let script, let region { candidates.append("\(code)-\(script)-\(region)") }
    if let script { candidates.append("\(code)-\(script)") }
    if let region { candidates.append("\(code)-\(region)") }
    candidates.append(code)
    let byName = Dictionary(
      localizations.map { ($0.lowercased().replacingOccurrences(of: "_", with: "-"), $0) },
      uniquingKeysWith: { first, _ in first })
    for candidate in candidates {
      if let name = byName[candidate] { return name }
    }
    return nil
  }

  /// The string for `key`.
  ///
  /// - Parameter key: The key in the table.
  /// - Returns: The chosen language's value, else the development language's, else `key`.
  public func string(_ key: String) -> String {
    let missing = "\u{1}"
    for bundle in [chosen, development].compactMap({ $0 }) {
      let value = bundle.localizedString(forKey: key, value: missing, table: table)
      if value != missing { return value }
    }
    return key
  }

  /// The string for `key`, a format template, filled in with `arguments` for ``locale``.
  ///
  /// - Parameters:
  ///   - key: The key of a template such as `Added %1$@ to your cart.`.
  ///   - arguments: The values, in the order of their positions (`String` for `%@`, `Int` for
  ///     `%ld`).
  /// - Returns: The filled-in text.
  public func format(_ key: String, _ arguments: any CVarArg...) -> String {
    Self.fill(string(key), locale: locale, arguments: arguments)
  }

  /// The plural form of `key` for `count`: the template `<key>.one` or `<key>.other` chosen by
  /// the language's rule (``PluralCategory``), filled in with `count` first, then `arguments`.
  ///
  /// - Parameters:
  ///   - key: The key without its `.one` / `.other` suffix.
  ///   - count: The number counted; the template's `%1$ld`.
  ///   - arguments: Further values, from position 2.
  /// - Returns: The filled-in text.
  public func plural(_ key: String, count: Int, _ arguments: any CVarArg...) -> String {
    let category = PluralCategory.of(count, language: language)
    return Self.fill(
      string("\(key).\(category.rawValue)"), locale: locale, arguments: [count] + arguments)
  }

  /// Serialises `String(format:locale:arguments:)`: on Linux, Foundation fills a template with a
  /// locale through a number formatter it shares between threads, and two threads filling at once
  /// crashed inside ICU (`DecimalFormat::toPattern`, seen under `swift test`).
  private static let fillLock = NSLock()

  private static func fill(_ template: String, locale: Locale, arguments: [any CVarArg]) -> String {
    fillLock.lock()
    defer { fillLock.unlock() }
    return String(format: template, locale: locale, arguments: arguments)
  }

  private static func bundle(named name: String, in bundle: Bundle) -> Bundle? {
    let url = bundle.bundleURL.appendingPathComponent("\(name).lproj", isDirectory: true)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { return nil }
    return Bundle(url: url)
  }

  private static func languageCode(of identifier: String) -> String {
    let normalized = identifier.replacingOccurrences(of: "_", with: "-")
    return Locale.Language(identifier: normalized).languageCode?.identifier.lowercased()
      ?? normalized.lowercased()
  }
}
