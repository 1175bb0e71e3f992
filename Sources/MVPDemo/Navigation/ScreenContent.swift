/// A screen rendered as text: what ``TerminalScreen/render()`` returns and the runner prints.
public struct ScreenContent: Equatable, Sendable {
  /// The title, for example `Goods`.
  public var title: String
  /// The body: numbered rows, details, and state lines (loading, empty, error, messages).
  public var lines: [String]
  /// The commands available on this screen, for example `["open N", "next", "refresh"]`.
  public var commands: [String]

  /// Creates a rendering.
  ///
  /// - Parameters:
  ///   - title: The title line's text.
  ///   - lines: The body lines, top to bottom.
  ///   - commands: The screen's own commands; the runner adds the navigation ones.
  public init(title: String, lines: [String], commands: [String]) {
    self.title = title
    self.lines = lines
    self.commands = commands
  }
}
