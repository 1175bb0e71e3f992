/// A screen rendered as text: what ``TerminalScreen/render()`` returns and the runner prints.
public struct ScreenContent: Equatable, Sendable {
  /// The title, for example `Goods`.
  public var title: String
  /// The body: rows, details, a list's position, and state lines (empty, error).
  public var lines: [String]
  /// The commands available on this screen, for example `["open N", "next", "refresh"]`.
  public var commands: [String]
  /// Transient messages, printed once under the commands line, next to the prompt (for example
  /// `Added 2 units of Velvet Matte Lipstick to your cart…`).
  public var messages: [String]

  /// Creates a rendering.
  ///
  /// - Parameters:
  ///   - title: The title line's text.
  ///   - lines: The body lines, top to bottom.
  ///   - commands: The screen's own commands; the session adds the navigation ones.
  ///   - messages: Transient messages, oldest first; none by default.
  public init(title: String, lines: [String], commands: [String], messages: [String] = []) {
    self.title = title
    self.lines = lines
    self.commands = commands
    self.messages = messages
  }
}
