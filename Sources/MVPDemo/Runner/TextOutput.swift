/// Where the demo writes text: standard output or error, or a buffer in tests.
@MainActor
public protocol TextOutput: AnyObject {
  /// Writes `text` as is; add `"\n"` to end a line.
  ///
  /// - Parameter text: The text to write.
  func write(_ text: String)
}
