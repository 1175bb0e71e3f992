/// A fixed list of lines as a ``LineSource``, for scripted sessions run in-process.
@MainActor
public final class ScriptLines: LineSource {
  private var lines: ArraySlice<String>

  /// Creates a source that returns `lines` in order, then `nil`.
  ///
  /// - Parameter lines: The commands, one per element.
  public init(_ lines: [String]) {
    self.lines = lines[...]
  }

  /// Creates a source from a script text.
  ///
  /// - Parameter script: Commands separated by newlines; a final newline is optional.
  public convenience init(script: String) {
    var lines = script.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    self.init(lines)
  }

  /// Returns the next line.
  ///
  /// - Returns: The line, or `nil` after the last one.
  public func nextLine() async -> String? {
    lines.popFirst()
  }
}
