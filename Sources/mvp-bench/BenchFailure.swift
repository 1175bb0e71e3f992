/// A benchmark found the code it measures misbehaving (wrong rows, a survivor after release), so
/// its numbers would mean nothing.
struct BenchFailure: Error {
  /// What went wrong.
  let message: String
}
