/// The local goods store's costs, each on a database file in a temporary directory (WAL mode, as
/// the demo's `--store`) and in memory, every row on a new store:
/// - ``CachingPageBenchmark``: a page of 20 and of 100 products saved on the answer's thread
///   before it is delivered, against the plain service delivering it;
/// - ``SavedPageBenchmark``: a kept page of 20 read back (the offline answer), against decoding
///   its products' JSON;
/// - ``CartAdditionBenchmark``: a cart addition's write transaction against an addition in
///   memory, and the stored cart service against the in-memory one, completion included.
///
/// Only the offline read has a goal: its floor is the decoding it cannot avoid, so the ratio is
/// the database's share. The other floors do next to nothing (deliver a page, change a
/// dictionary): their rows are the store's whole cost, read as absolute times.
enum StoreBenchmark {
  static func run(_ configuration: BenchConfiguration) throws(BenchFailure) -> BenchReport {
    let media = BenchStoreMedium.allCases
    var report = BenchReport()
    for pageSize in [20, 100] {
      for medium in media {
        report.add(
          "`CachingGoodsService` page of \(pageSize) (saved, then delivered), \(medium.label), "
            + "vs the plain service",
          try CachingPageBenchmark.measure(pageSize: pageSize, on: medium, configuration))
      }
    }
    for medium in media {
      report.add(
        "`GoodsStore.savedPage` of 20 (the offline answer), \(medium.label), vs `JSONDecoder` "
          + "of their JSON",
        try SavedPageBenchmark.measure(on: medium, configuration), goal: "≤ 1.5×")
    }
    for medium in media {
      report.add(
        "`GoodsStore.addToCart` (one write transaction), \(medium.label), vs a locked "
          + "dictionary addition",
        try CartAdditionBenchmark.measureTransaction(on: medium, configuration))
    }
    for medium in media {
      report.add(
        "`StoredCartService.addToCart` to its completion, \(medium.label), vs "
          + "`InMemoryCartService.addToCart`",
        try CartAdditionBenchmark.measureService(on: medium, configuration))
    }
    return report
  }
}
