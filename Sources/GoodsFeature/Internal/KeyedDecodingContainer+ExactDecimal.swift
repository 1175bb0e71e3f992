import Foundation

extension KeyedDecodingContainer {
  /// Decodes a JSON number, or a string holding a decimal number, as an exact `Decimal`.
  ///
  /// `JSONDecoder` may decode a number straight into `Decimal` through `Double`, which turns 9.99
  /// into 9.990000000000002 on some platforms. Instead a JSON number is decoded as a `Double` and
  /// the `Decimal` is parsed from the double's shortest round-trip text (`9.99` for 9.99), which
  /// is the number as written for any value with up to 15 significant digits, as prices are.
  ///
  /// A number with more digits than `Double` keeps (issue 22: `123456789012345678901234567890`
  /// became `123456789012345680000000000000`) is read from its text instead: the decoder's own
  /// `Decimal` reading (swift-foundation's `JSONDecoder` reads a `Decimal` from the number's
  /// text). When that reading has 18 or more significant digits (more than any `Double` gives, so
  /// it can only come from the text) it is the value; with
  /// ``DecimalText/maximumSignificantDigits`` or more, `Decimal` may have rounded it, and the
  /// number is an error naming the field instead of a value rounded silently. (A number of 16 or
  /// 17 significant digits is still read through `Double`: there a reading from the text cannot
  /// be told from one through `Double` on platforms whose decoder reads `Decimal` that way.)
  ///
  /// A string is read as decimal text straight into `Decimal`, never through `Double`, by
  /// ``DecimalText/decimal(from:)``: `[sign] digits ["." digits] [("e" | "E") [sign] digits]`
  /// and nothing else, with a value `Decimal` holds exactly (at most 38 significant digits, an
  /// exponent in range). So `"9.99"`, `"-0.5"` and `"1.50E-1"` are read exactly, while `" 9.99"`,
  /// `"9,99"`, `".5"`, `"0x10"`, `"nan"` or a 60-digit value are errors.
  ///
  /// - Parameter key: The field's key.
  /// - Returns: The exact value.
  /// - Throws: `DecodingError` when the field is missing, neither a number nor a string, or a
  ///   number that is not finite, a number with too many digits to keep exactly, or a string that
  ///   is not an exact decimal number; its coding path ends with `key`.
  func decodeExactDecimal(forKey key: Key) throws -> Decimal {
    if let number = try? decode(Double.self, forKey: key) {
      guard number.isFinite, let value = plainDecimal(number) ?? Decimal(string: "\(number)")
      else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: self, debugDescription: "\(number) is not a finite decimal number")
      }
      return try longNumber(forKey: key, readAs: value) ?? value
    }
    let text = try decode(String.self, forKey: key)
    do {
      return try DecimalText.decimal(from: text)
    } catch {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: Self.reason(error, text: text))
    }
  }

  /// The `Decimal` that `Decimal(string:)` reads from `number`'s shortest round-trip text, read
  /// here without `Decimal(string:)`'s general parser (ten times slower), when that text is plain
  /// digits with a point and the value is above zero: `"9.99"`, `"129.0"`. Such a text has at
  /// most 17 significant digits, so its digits fit `UInt64` and the value is exactly
  /// digits × 10^−(digits after the point), with the same significand and exponent as
  /// `Decimal(string:)` gives.
  ///
  /// - Parameter number: A finite number.
  /// - Returns: The value, or `nil` for any other text (zero, a sign, an exponent such as
  ///   `"1e-05"`), which the caller reads with `Decimal(string:)`.
  private func plainDecimal(_ number: Double) -> Decimal? {
    var significand: UInt64 = 0
    var digits = 0
    var fractionDigits: Int?
    for byte in number.description.utf8 {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        guard digits < 19 else { return nil }
        significand = significand * 10 + UInt64(byte - UInt8(ascii: "0"))
        digits += 1
        fractionDigits = fractionDigits.map { $0 + 1 }
      case UInt8(ascii: ".") where fractionDigits == nil:
        fractionDigits = 0
      default:
        return nil
      }
    }
    guard significand > 0 else { return nil }
    return Decimal(
      sign: .plus, exponent: -(fractionDigits ?? 0), significand: Decimal(significand))
  }

  /// The number at `key` read from its text when it has more significant digits than `Double`
  /// keeps (see ``decodeExactDecimal(forKey:)``), else `nil`.
  ///
  /// - Parameters:
  ///   - key: The field's key, holding a JSON number.
  ///   - value: The number as read through `Double`.
  /// - Returns: The exact value from the text, or `nil` to keep `value`.
  /// - Throws: `DecodingError` when the text has too many digits for `Decimal` to keep exactly.
  private func longNumber(forKey key: Key, readAs value: Decimal) throws -> Decimal? {
    guard let text = try? decode(Decimal.self, forKey: key), text != value else { return nil }
    let digits = Self.significantDigits(of: text)
    guard digits >= 18 else { return nil }
    guard digits < DecimalText.maximumSignificantDigits else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self,
        debugDescription:
          "the number has more significant digits than a Decimal keeps exactly "
          + "(\(DecimalText.maximumSignificantDigits) or more)")
    }
    return text
  }

  /// The significant digits of `value`: its digits without leading and trailing zeros.
  private static func significantDigits(of value: Decimal) -> Int {
    let digits = value.description.filter(\.isNumber)
    let trimmed = digits.drop { $0 == "0" }.reversed().drop { $0 == "0" }
    return trimmed.count
  }

  /// Decodes an optional JSON number as an exact `Decimal`; see ``decodeExactDecimal(forKey:)``.
  ///
  /// - Parameter key: The field's key.
  /// - Returns: The exact value, or `nil` when the field is missing or `null`.
  /// - Throws: `DecodingError` when the field is present but not a finite number.
  func decodeExactDecimalIfPresent(forKey key: Key) throws -> Decimal? {
    guard contains(key), try !decodeNil(forKey: key) else { return nil }
    return try decodeExactDecimal(forKey: key)
  }

  /// The developer-facing reason a money text was rejected, quoting at most 40 characters of it.
  ///
  /// - Parameters:
  ///   - rejection: Why ``DecimalText`` rejected the text.
  ///   - text: The rejected text.
  /// - Returns: A sentence for `DecodingError`'s debug description.
  private static func reason(_ rejection: DecimalText.Rejection, text: String) -> String {
    let quoted = text.count > 40 ? "\"\(text.prefix(40))…\"" : "\"\(text)\""
    switch rejection {
    case .malformed:
      return "\(quoted) is not a decimal number"
    case .tooManyDigits:
      return "\(quoted) has more than \(DecimalText.maximumSignificantDigits) significant digits"
    case .exponentOutOfRange:
      return "\(quoted) is too large or too small for an exact Decimal"
    }
  }
}
