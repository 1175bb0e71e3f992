import Foundation

/// Values measured once per sample, with the statistics the report prints.
struct SampleSet: Sendable {
  /// The values, in the order they were measured.
  var values: [Double] = []

  /// The median.
  var median: Double {
    percentile(50)
  }

  /// The nearest-rank percentile: the smallest value with at least `percent` % of the values at
  /// or below it.
  ///
  /// - Parameter percent: 0 to 100.
  /// - Returns: The value, or 0 when there are no values.
  func percentile(_ percent: Double) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let rank = Int((percent / 100 * Double(sorted.count)).rounded(.up))
    return sorted[min(max(rank, 1), sorted.count) - 1]
  }

  /// The value-by-value quotients `self[i] / other[i]`.
  ///
  /// - Parameter other: Samples measured alongside these, as many.
  /// - Returns: The quotients.
  func divided(by other: SampleSet) -> SampleSet {
    SampleSet(values: zip(values, other.values).map { $0 / max($1, .leastNonzeroMagnitude) })
  }

  /// The median and the p10–p90 spread as a ratio, for example `1.21× (1.10–1.35)`.
  var ratioText: String {
    "\(Self.format(median))× (\(Self.format(percentile(10)))–\(Self.format(percentile(90))))"
  }

  /// A number with two decimals below 10, one below 100, none above.
  ///
  /// - Parameter value: The number.
  /// - Returns: Its text.
  static func format(_ value: Double) -> String {
    String(format: value < 10 ? "%.2f" : value < 100 ? "%.1f" : "%.0f", value)
  }
}
