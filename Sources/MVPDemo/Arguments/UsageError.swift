/// A command line the demo cannot run with; the demo prints ``message`` and the usage text to
/// standard error and exits with status 2.
public struct UsageError: Error, Equatable, Sendable {
  /// One line saying what is wrong, for example
  /// `--page-size: expected a whole number from 1 to 100, got 'abc'`.
  public let message: String

  /// Creates an error.
  ///
  /// - Parameter message: One line saying what is wrong.
  public init(_ message: String) {
    self.message = message
  }
}
