/// The plural form a language uses for a count, after the CLDR plural rules for cardinal numbers,
/// for the languages MVPKit ships and the common ones an app adds: a `.strings` table keeps one
/// key per form (`items.one`, `items.other`), because Linux's Foundation cannot read
/// `.stringsdict` files (see `TOOLCHAIN.md`).
public enum PluralCategory: String, Sendable, CaseIterable {
  /// The singular form: "1 product".
  case one
  /// Every other count: "0 products", "2 products"; the only form of Chinese, Japanese, Korean.
  case other

  /// The form `language` uses for `count`.
  ///
  /// The rules (CLDR, integers only): Chinese, Japanese, Korean, Vietnamese, Thai, Indonesian and
  /// Malay have no singular; French and Portuguese use the singular for 0 and 1; every other
  /// language (English, German, Spanish, Italian, Dutch...) uses it for 1 only.
  ///
  /// - Parameters:
  ///   - count: The number counted, any integer.
  ///   - language: A language code such as `en` or `zh` (case does not matter).
  /// - Returns: The form to use.
  public static func of(_ count: Int, language: String) -> PluralCategory {
    switch language.lowercased() {
    case "zh", "ja", "ko", "vi", "th", "id", "ms":
      .other
    case "fr", "pt":
      count == 0 || count == 1 ? .one : .other
    default:
      count == 1 ? .one : .other
    }
  }
}
