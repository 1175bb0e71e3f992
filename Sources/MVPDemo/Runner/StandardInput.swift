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

  /// Reads the next line, blocking until one arrives.
  ///
  /// - Returns: The line without its newline, or `nil` at the end of input.
  public func nextLine() -> String? {
    readLine(strippingNewline: true)
  }
}
