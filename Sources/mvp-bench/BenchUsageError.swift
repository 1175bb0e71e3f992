/// A command line `mvp-bench` cannot run with.
struct BenchUsageError: Error {
  /// What is wrong, in one line.
  let message: String
}
