/// Peak resident memory of child processes of `mvp-bench`: the demo paging all its goods against
/// the same process idle, and `GoodsListPresenter` paging a large catalogue against the
/// hand-written list presenter of ``GoodsListBenchmark`` paging the same catalogue (the floor).
/// Each child is a fresh process, so the numbers include the process's own baseline.
enum PeakMemoryBenchmark {
  static func run(_ configuration: BenchConfiguration) throws(BenchFailure) -> BenchReport {
    let samples = min(configuration.samples, 3)
    let products = configuration.memoryCatalogueSize
    var report = BenchReport()
    let pairs: [(String, ChildWorkload, ChildWorkload)] = [
      ("peak RSS: the demo paging all 66 goods vs the same process idle", .demo, .idle),
      (
        "peak RSS: `GoodsListPresenter` paging \(products) products vs a hand-written list presenter",
        .presenterPages, .handWrittenPages
      ),
    ]
    for (name, measured, floor) in pairs {
      var comparison = Comparison()
      for _ in 0..<samples {
        comparison.ours.values.append(Double(try PeakMemory.ofChild(measured, products: products)))
        comparison.floor.values.append(Double(try PeakMemory.ofChild(floor, products: products)))
      }
      report.add(
        BenchReport.Row(
          measure: name, ours: megabytes(comparison.ours.median),
          floor: megabytes(comparison.floor.median), ratio: comparison.ratios.ratioText, goal: ""))
    }
    return report
  }

  private static func megabytes(_ bytes: Double) -> String {
    "\(SampleSet.format(bytes / 1_048_576)) MB"
  }
}
