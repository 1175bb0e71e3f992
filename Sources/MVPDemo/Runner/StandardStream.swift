import Foundation

/// Standard output or standard error as a ``TextOutput``; each write is flushed at once so that
/// the screen appears before the demo waits for input.
@MainActor
public final class StandardStream: TextOutput {
  private let handle: FileHandle

  /// Writes to standard output.
  public static let output = StandardStream(handle: .standardOutput)

  /// Writes to standard error.
  public static let error = StandardStream(handle: .standardError)

  private init(handle: FileHandle) {
    self.handle = handle
  }

  /// Writes `text`, UTF-8 encoded. A failed write (for example a closed pipe) is ignored: the
  /// demo has nowhere better to report it.
  ///
  /// - Parameter text: The text to write.
  public func write(_ text: String) {
    try? handle.write(contentsOf: Data(text.utf8))
  }
}
