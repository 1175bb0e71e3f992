import Foundation

extension KeyedDecodingContainer {
  /// Decodes a JSON number (or numeric string) as an exact `Decimal`.
  ///
  /// `JSONDecoder` may decode a number straight into `Decimal` through `Double`, which turns 9.99
  /// into 9.990000000000002 on some platforms. Instead the number is decoded as a `Double` and
  /// the `Decimal` is parsed from the double's shortest round-trip text (`9.99` for 9.99), which
  /// is the number as written for any value with up to 15 significant digits, as prices are.
  /// A string holding exactly a number, such as `"9.99"`, is read the same way.
  ///
  /// - Parameter key: The field's key.
  /// - Returns: The exact value.
  /// - Throws: `DecodingError` when the field is missing, not a number, or not finite.
  func decodeExactDecimal(forKey key: Key) throws -> Decimal {
    let number: Double
    if let value = try? decode(Double.self, forKey: key) {
      number = value
    } else {
      let text = try decode(String.self, forKey: key)
      guard let value = Double(text) else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: self, debugDescription: "\"\(text)\" is not a number")
      }
      number = value
    }
    guard number.isFinite, let value = Decimal(string: "\(number)") else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "\(number) is not a finite decimal number")
    }
    return value
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
}
