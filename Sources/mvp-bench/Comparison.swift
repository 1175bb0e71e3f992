/// One benchmark row's samples: the measured code and its hand-written floor, timed alternately
/// in the same process.
struct Comparison: Sendable {
  /// Nanoseconds per operation of MVPKit's code, one value per sample.
  var ours = SampleSet()
  /// Nanoseconds per operation of the floor, one value per sample.
  var floor = SampleSet()

  /// The per-sample ratios ours / floor.
  var ratios: SampleSet {
    ours.divided(by: floor)
  }

  /// Runs `samples` samples after `warmUp` untimed ones; each runs both sides once, the floor
  /// first in every other sample so that neither side always runs on a warmer cache.
  ///
  /// - Parameters:
  ///   - samples: Timed samples.
  ///   - warmUp: Untimed samples run first.
  ///   - ours: Runs MVPKit's code once and returns its nanoseconds per operation.
  ///   - floor: Runs the floor once and returns its nanoseconds per operation.
  /// - Returns: The samples.
  static func measure(
    samples: Int,
    warmUp: Int,
    ours: () -> Double,
    floor: () -> Double
  ) -> Comparison {
    var comparison = Comparison()
    for index in 0..<(warmUp + samples) {
      let (measured, baseline): (Double, Double)
      if index.isMultiple(of: 2) {
        measured = ours()
        baseline = floor()
      } else {
        baseline = floor()
        measured = ours()
      }
      guard index >= warmUp else { continue }
      comparison.ours.values.append(measured)
      comparison.floor.values.append(baseline)
    }
    return comparison
  }
}
