import Foundation

/// Reads an amount written as decimal text, such as `"9.99"` or `"1.50E-1"`, straight into an
/// exact `Decimal`, never through binary floating point.
///
/// The accepted text is exactly, in ASCII and with nothing before or after it:
///
/// ```
/// number   = [sign] digits ["." digits] [("e" | "E") [sign] digits]
/// sign     = "+" | "-"
/// digits   = one or more of "0"..."9"
/// ```
///
/// So `"9.99"`, `"-0.5"`, `"+3"`, `"007"`, `"1e2"` and `"1.50E-1"` are accepted, while `".5"` and
/// `"5."` (a point needs digits on both sides, as in JSON), `""`, `" 9.99"`, `"9,99"`,
/// `"1_000"`, `"0x10"`, `"nan"`, `"inf"`, `"1e"`, `"1.2.3"` and `"+-1"` are not. Leading zeros
/// and a `+` sign are accepted because they do not change the value.
///
/// The value must be held exactly by `Decimal`: at most ``maximumSignificantDigits`` significant
/// digits (leading and trailing zeros do not count, so `"1e60"` and `"0.000001"` are fine) and a
/// decimal exponent `Decimal` can store. Nothing is ever rounded: any other value is rejected.
/// Zero is always representable, so `"-0"` and `"0e999999"` are zero.
public enum DecimalText {
  /// Why a text is not read as an exact `Decimal`.
  public enum Rejection: Error, Equatable, Sendable {
    /// The text is not a decimal number of the accepted form.
    case malformed
    /// The number has more significant digits than ``DecimalText/maximumSignificantDigits``.
    case tooManyDigits
    /// The number is too large or too small for `Decimal`'s exponent.
    case exponentOutOfRange
  }

  /// The most significant digits a value may have: `Decimal` holds every 38-digit integer in
  /// its 128-bit significand.
  public static let maximumSignificantDigits = 38

  /// The smallest power of ten `Decimal` stores with a significand.
  static let minimumExponent = -128

  /// The largest power of ten `Decimal` stores with a significand.
  static let maximumExponent = 127

  /// Reads `text` as an exact decimal number; see ``DecimalText`` for the accepted form.
  ///
  /// - Parameter text: The whole text of the amount.
  /// - Returns: The value, exactly as written.
  /// - Throws: ``Rejection`` when the text is not of the accepted form or its value cannot be
  ///   held exactly by `Decimal`.
  public static func decimal(from text: String) throws(Rejection) -> Decimal {
    let number = try Scanned(text)
    // Significant digits: the integer and fraction digits without leading or trailing zeros.
    guard let first = number.digits.firstIndex(where: { $0 != 0 }),
      let last = number.digits.lastIndex(where: { $0 != 0 })
    else { return Decimal.zero }
    var significand = Array(number.digits[first...last])
    let trailingZeros = number.digits.count - 1 - last
    var exponent = number.exponent - number.fractionCount + trailingZeros
    guard significand.count <= maximumSignificantDigits else { throw .tooManyDigits }
    guard exponent >= minimumExponent else { throw .exponentOutOfRange }
    if exponent > maximumExponent {
      // Move the excess into the significand as zeros, if it has room: 1e128 is 10 × 10^127.
      let excess = exponent - maximumExponent
      guard excess <= maximumSignificantDigits - significand.count else {
        throw .exponentOutOfRange
      }
      significand += repeatElement(0, count: excess)
      exponent = maximumExponent
    }
    return Decimal(
      sign: number.isNegative ? .minus : .plus, exponent: exponent,
      significand: integer(significand))
  }

  /// The exact integer with these decimal digits (at most 38), built from 64-bit chunks of at
  /// most 18 digits with `Decimal` arithmetic, which is exact for integers of up to 38 digits.
  ///
  /// - Parameter digits: Decimal digits, most significant first, each 0...9.
  /// - Returns: The integer they spell, with exponent 0.
  private static func integer(_ digits: [UInt8]) -> Decimal {
    let chunkLength = 18
    var value = Decimal.zero
    var start = 0
    while start < digits.count {
      let end = min(start + chunkLength, digits.count)
      var chunk: UInt64 = 0
      var scale: UInt64 = 1
      for digit in digits[start..<end] {
        chunk = chunk * 10 + UInt64(digit)
        scale *= 10
      }
      value = value * Decimal(scale) + Decimal(chunk)
      start = end
    }
    return value
  }

  /// The parts of a text of the accepted form, before any range check.
  private struct Scanned {
    /// Whether the text starts with `-`.
    var isNegative = false
    /// The integer digits followed by the fraction digits, each 0...9.
    var digits: [UInt8] = []
    /// How many of ``digits`` follow the point.
    var fractionCount = 0
    /// The written exponent, saturated far beyond any range the digits could make up for.
    var exponent = 0

    /// Splits `text` into its parts.
    ///
    /// - Parameter text: The whole text.
    /// - Throws: ``Rejection/malformed`` when the text is not of the accepted form.
    init(_ text: String) throws(Rejection) {
      var bytes = Array(text.utf8)[...]
      if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
        isNegative = sign == UInt8(ascii: "-")
        bytes = bytes.dropFirst()
      }
      let integerDigits = Self.digitPrefix(of: bytes)
      guard !integerDigits.isEmpty else { throw .malformed }
      digits = integerDigits.map { $0 - UInt8(ascii: "0") }
      bytes = bytes.dropFirst(integerDigits.count)
      if bytes.first == UInt8(ascii: ".") {
        let fractionDigits = Self.digitPrefix(of: bytes.dropFirst())
        guard !fractionDigits.isEmpty else { throw .malformed }
        digits += fractionDigits.map { $0 - UInt8(ascii: "0") }
        fractionCount = fractionDigits.count
        bytes = bytes.dropFirst(1 + fractionDigits.count)
      }
      if let marker = bytes.first, marker == UInt8(ascii: "e") || marker == UInt8(ascii: "E") {
        bytes = bytes.dropFirst()
        var isNegativeExponent = false
        if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
          isNegativeExponent = sign == UInt8(ascii: "-")
          bytes = bytes.dropFirst()
        }
        let exponentDigits = Self.digitPrefix(of: bytes)
        guard !exponentDigits.isEmpty else { throw .malformed }
        bytes = bytes.dropFirst(exponentDigits.count)
        // Saturate at 10^15: beyond any exponent a text's leading or trailing zeros can offset,
        // and far from overflowing `Int` when the fraction length is subtracted.
        let limit = 1_000_000_000_000_000
        var magnitude = 0
        for byte in exponentDigits {
          magnitude = min(magnitude * 10 + Int(byte - UInt8(ascii: "0")), limit)
        }
        exponent = isNegativeExponent ? -magnitude : magnitude
      }
      guard bytes.isEmpty else { throw .malformed }
    }

    /// The ASCII digits at the start of `bytes`.
    ///
    /// - Parameter bytes: UTF-8 bytes.
    /// - Returns: The longest prefix of bytes `0`...`9`.
    private static func digitPrefix(of bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
      bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }
  }
}
