/// How much `mvp-bench` measures: samples per row and the work in each sample.
struct BenchConfiguration: Sendable {
  /// Whether this is the `--quick` run that only proves the benchmarks work.
  var isQuick: Bool
  /// Samples per row; each sample runs the measured code and its floor once.
  var samples: Int
  /// How many times each sample repeats a cheap operation (an update, a dispatch).
  var repetitions: Int
  /// The pages at which per-page costs are measured (growth rows).
  var pageDepths: [Int]
  /// The pages timed per sample at each depth.
  var pagesPerSample: Int
  /// Modules built and released per sample.
  var modulesPerSample: Int
  /// Products formatted or decoded per sample (rounded to whole pages of 20 when decoding).
  var productsPerSample: Int
  /// The products a child process pages through for the peak-memory row of the presenter.
  var memoryCatalogueSize: Int
  /// Store operations timed per sample: pages of 20 saved or read, cart additions (pages of
  /// 100: a fifth as many, the same products).
  var storeOperationsPerSample: Int

  /// The full run, for the table of the MVPDemo article "Performance".
  static let full = BenchConfiguration(
    isQuick: false, samples: 21, repetitions: 20_000, pageDepths: [10, 100, 1000],
    pagesPerSample: 5, modulesPerSample: 500, productsPerSample: 400,
    memoryCatalogueSize: 20_100, storeOperationsPerSample: 50)

  /// The CI run: every benchmark once with tiny counts; its numbers mean nothing.
  static let quick = BenchConfiguration(
    isQuick: true, samples: 3, repetitions: 50, pageDepths: [2, 4, 8], pagesPerSample: 1,
    modulesPerSample: 3, productsPerSample: 20, memoryCatalogueSize: 200,
    storeOperationsPerSample: 2)

  /// Samples to run untimed before the timed ones.
  var warmUpSamples: Int {
    isQuick ? 0 : 2
  }
}
