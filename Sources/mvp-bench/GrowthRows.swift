/// The rows that show how a per-page cost grows with the page number.
enum GrowthRows {
  /// One row per depth beyond the shallowest: the per-sample quotient of the cost per page at
  /// that depth and at the shallowest, for ours and for the floor.
  ///
  /// - Parameters:
  ///   - subject: What is measured, for the row's name.
  ///   - byDepth: The samples at each depth.
  ///   - goal: The goal of ours, for example `"≤ 1.3×"`.
  /// - Returns: The rows.
  static func rows(subject: String, byDepth: [Int: Comparison], goal: String) -> [BenchReport.Row] {
    let depths = byDepth.keys.sorted()
    guard let shallowest = depths.first, let base = byDepth[shallowest] else { return [] }
    return depths.dropFirst().compactMap { depth in
      guard let deep = byDepth[depth] else { return nil }
      let ours = deep.ours.divided(by: base.ours)
      let floor = deep.floor.divided(by: base.floor)
      return BenchReport.Row(
        measure: "\(subject) growth: page \(depth) vs page \(shallowest)",
        ours: ours.ratioText, floor: floor.ratioText,
        ratio: "\(SampleSet.format(ours.median / max(floor.median, .leastNonzeroMagnitude)))×",
        goal: goal)
    }
  }
}
