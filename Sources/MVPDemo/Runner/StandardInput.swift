import Foundation

/// Standard input as a ``LineSource``.
@MainActor
public final class StandardInput: LineSource {
  /// Creates the source.
  public init() {}

  /// Whether standard input is a terminal, in which case the demo runs interactively.
  public var isTerminal: Bool {
    isatty(STDIN_FILENO) != 0
  }

  /// Reads the next line, suspending until one arrives; the reading blocks a thread of its own,
  /// not the main actor.
  ///
  /// - Returns: The line without its newline, or `nil` at the end of input.
  public func nextLine() async -> String? {
    // Read on a thread of its own: the main actor stays free while the user types, so that
    // countdowns keep ticking on the screen.
    await withCheckedContinuation { continuation in
      Thread.detachNewThread { continuation.resume(returning: readLine(strippingNewline: true)) }
    }
  }
}
