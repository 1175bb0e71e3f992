import Foundation
import GoodsFeature
import Testing

/// Money sent as text is read as decimal text straight into `Decimal` (issue 9, part 3).
@Suite struct DecimalTextTests {
  /// `sign × significand × 10^exponent`, built without any text parsing.
  private static func exact(_ significand: UInt64, _ exponent: Int, negative: Bool = false)
    -> Decimal
  {
    Decimal(sign: negative ? .minus : .plus, exponent: exponent, significand: Decimal(significand))
  }

  /// A 38-digit integer, the most digits `Decimal` holds.
  private static let thirtyEightDigits = "12345678901234567890123456789012345678"

  /// The 38-digit integer above, built as 1234567890123456789 × 10^19 + 0123456789012345678.
  private static let thirtyEightDigitValue =
    exact(1_234_567_890_123_456_789, 19) + Decimal(123_456_789_012_345_678 as UInt64)

  /// Valid forms and their exact values.
  private static let validForms: [(String, Decimal)] = [
    ("9.99", exact(999, -2)),
    ("-0.5", exact(5, -1, negative: true)),
    ("1e2", exact(100, 0)),
    ("1.50E-1", exact(15, -2)),
    ("0", Decimal.zero),
    ("-0", Decimal.zero),
    ("+3", exact(3, 0)),
    ("007.10", exact(71, -1)),
    ("2.5e+3", exact(2_500, 0)),
    ("0.000001", exact(1, -6)),
    ("0e999999", Decimal.zero),
    ("1" + String(repeating: "0", count: 59), exact(1, 59)),
    ("1.5" + String(repeating: "0", count: 60), exact(15, -1)),
    ("1e127", exact(1, 127)),
    ("1e164", exact(1, 127) * exact(10_000_000_000_000_000, 20)),
    ("1e-128", exact(1, -128)),
    ("-1.8446744073709551615e19", exact(UInt64.max, 0, negative: true)),
    (thirtyEightDigits, thirtyEightDigitValue),
    ("0." + thirtyEightDigits, exact(1, -38) * thirtyEightDigitValue),
    (thirtyEightDigits + "e127", Decimal(string: thirtyEightDigits + "e127")!),
    ("-" + thirtyEightDigits + "e-128", Decimal(string: "-" + thirtyEightDigits + "e-128")!),
    (thirtyEightDigits + "0e126", Decimal(string: thirtyEightDigits + "e127")!),
  ]

  @Test("valid decimal text is read exactly", arguments: validForms)
  func readsExactly(text: String, expected: Decimal) throws {
    #expect(try DecimalText.decimal(from: text) == expected)
  }

  @Test func thirtyEightDigitsKeepEveryDigit() throws {
    let value = try DecimalText.decimal(from: Self.thirtyEightDigits)
    #expect("\(value)" == Self.thirtyEightDigits)
    #expect(value - Self.thirtyEightDigitValue == 0)
    let nines = String(repeating: "9", count: 38)
    #expect("\(try DecimalText.decimal(from: nines))" == nines)
    #expect("\(try DecimalText.decimal(from: "-0.00" + nines))" == "-0.00" + nines)
    let largest = try DecimalText.decimal(from: nines + "e127")
    #expect("\(largest)" == nines + String(repeating: "0", count: 127))
    let smallest = try DecimalText.decimal(from: "1e-128")
    #expect("\(smallest)" == "0." + String(repeating: "0", count: 127) + "1")
    #expect(!largest.isNaN && !smallest.isNaN)
  }

  /// Invalid forms and the reason each is rejected.
  private static let invalidForms: [(String, DecimalText.Rejection)] = [
    ("", .malformed),
    (" 9.99", .malformed),
    ("9.99 ", .malformed),
    ("9,99", .malformed),
    ("1,000.00", .malformed),
    ("1_000", .malformed),
    ("1e", .malformed),
    ("1e+", .malformed),
    ("0x10", .malformed),
    ("0x1p3", .malformed),
    ("nan", .malformed),
    ("NaN", .malformed),
    ("inf", .malformed),
    ("+inf", .malformed),
    ("Infinity", .malformed),
    ("1.2.3", .malformed),
    ("+-1", .malformed),
    ("-", .malformed),
    (".5", .malformed),
    ("5.", .malformed),
    ("-.5", .malformed),
    ("1e2.5", .malformed),
    ("$9.99", .malformed),
    ("9.99€", .malformed),
    ("\u{0661}", .malformed),
    ("９", .malformed),
    ("9.99\u{0}", .malformed),
    (String(repeating: "7", count: 60), .tooManyDigits),
    ("1" + String(repeating: "0", count: 37) + "1", .tooManyDigits),
    ("0." + String(repeating: "1", count: 39), .tooManyDigits),
    ("1e999999", .exponentOutOfRange),
    ("1e-999999", .exponentOutOfRange),
    ("1e-129", .exponentOutOfRange),
    ("1e165", .exponentOutOfRange),
    ("12e164", .exponentOutOfRange),
    ("1e" + String(repeating: "9", count: 40), .exponentOutOfRange),
  ]

  @Test("any other text is rejected, with the reason", arguments: invalidForms)
  func rejects(text: String, reason: DecimalText.Rejection) {
    #expect(throws: reason) { try DecimalText.decimal(from: text) }
  }

  // MARK: - Through Product decoding

  private func decode(price: String, discount: String = "0") throws -> Product {
    let json =
      #"{"id": 1, "title": "P", "price": \#(price), "discountPercentage": \#(discount), "stock": 1}"#
    return try JSONDecoder().decode(Product.self, from: Data(json.utf8))
  }

  /// The coding path of a decoding error, as key names.
  private func path(of error: any Error) -> [String]? {
    switch error as? DecodingError {
    case .dataCorrupted(let context), .typeMismatch(_, let context),
      .valueNotFound(_, let context), .keyNotFound(_, let context):
      return context.codingPath.map(\.stringValue)
    default:
      return nil
    }
  }

  @Test(
    "a price or discount sent as text is read exactly",
    arguments: [
      ("9.99", exact(999, -2)), ("1e2", exact(100, 0)), ("1.50E-1", exact(15, -2)),
      ("0", Decimal.zero), ("-0", Decimal.zero),
    ])
  func productReadsTextExactly(text: String, expected: Decimal) throws {
    let product = try decode(price: #""\#(text)""#, discount: #""\#(text)""#)
    #expect(product.price == expected)
    #expect(product.discountPercentage == expected)
  }

  @Test(
    "bad money text is a decoding error naming the field",
    arguments: [
      "", " 9.99", "9,99", "1e", "0x10", "nan", "inf", "1.2.3", "+-1", ".5", "5.",
      String(repeating: "7", count: 60), "1e999999",
      // The model's rule is unchanged: a negative price or discount is an error.
      "-0.5",
    ])
  func productRejectsBadText(text: String) throws {
    let priceError = #expect(throws: DecodingError.self) { try decode(price: #""\#(text)""#) }
    #expect(path(of: try #require(priceError)) == ["price"])
    let discountError = #expect(throws: DecodingError.self) {
      try decode(price: "1", discount: #""\#(text)""#)
    }
    #expect(path(of: try #require(discountError)) == ["discountPercentage"])
  }

  @Test func jsonNumbersStillReadAsBefore() throws {
    #expect(try decode(price: "9.99", discount: "15.5").price == Self.exact(999, -2))
    #expect(try decode(price: "9.99", discount: "15.5").discountPercentage == Self.exact(155, -1))
    #expect(try decode(price: "1e2").price == Self.exact(100, 0))
    let error = #expect(throws: DecodingError.self) { try decode(price: "1e400") }
    #expect(path(of: try #require(error)) == ["price"])
  }

  /// Regression: the old implementation read text through `Double`, so `"0x10"` became 16 and a
  /// 38-digit price lost its last digits. Both fail against it.
  @Test func textNeverGoesThroughDouble() throws {
    #expect(throws: DecodingError.self) { try decode(price: #""0x10""#) }
    #expect(throws: DecodingError.self) { try decode(price: #"".5""#) }
    let product = try decode(price: #""\#(Self.thirtyEightDigits)""#)
    #expect(product.price == Self.thirtyEightDigitValue)
    #expect("\(product.price)" == Self.thirtyEightDigits)
  }
}
