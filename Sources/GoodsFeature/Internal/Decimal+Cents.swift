import Foundation

extension Decimal {
  /// The value rounded to two decimal places, halves away from zero (`NSDecimalNumber`'s
  /// `.plain` mode): 8.765 becomes 8.77 and 8.7649 becomes 8.76.
  ///
  /// The rounding rule of every computed price in the goods feature.
  var roundedToCents: Decimal {
    var value = self
    var result = Decimal()
    NSDecimalRound(&result, &value, 2, .plain)
    return result
  }

  /// One hundredth, exactly (significand 1, exponent −2). Multiplying by it divides by 100 with
  /// the same exact result as `/ 100` (the digits stay, the exponent moves), at a fraction of
  /// the cost of `Decimal` division, which takes microseconds.
  static let hundredth = Decimal(sign: .plus, exponent: -2, significand: 1)

  /// The value limited to `range`.
  ///
  /// - Parameter range: The allowed values.
  /// - Returns: The nearest value inside `range`.
  func clamped(to range: ClosedRange<Decimal>) -> Decimal {
    Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }
}
