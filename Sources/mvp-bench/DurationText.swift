/// Nanosecond amounts as short human-readable text.
enum DurationText {
  /// The amount in ns, µs, ms or s, with two or three significant digits.
  ///
  /// - Parameter nanoseconds: The amount.
  /// - Returns: For example `"83 ns"`, `"1.25 µs"`, `"3.6 ms"`.
  static func of(_ nanoseconds: Double) -> String {
    switch nanoseconds {
    case ..<1_000: "\(SampleSet.format(nanoseconds)) ns"
    case ..<1_000_000: "\(SampleSet.format(nanoseconds / 1_000)) µs"
    case ..<1_000_000_000: "\(SampleSet.format(nanoseconds / 1_000_000)) ms"
    default: "\(SampleSet.format(nanoseconds / 1_000_000_000)) s"
    }
  }
}
