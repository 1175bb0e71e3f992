/// What a ``TerminalScreen`` did with a command.
public enum CommandOutcome: Equatable, Sendable {
  /// The command was passed on to the presenter.
  case performed
  /// The command was not passed on; the text is the one-line explanation to show, for example
  /// `There is no row 9; rows 1 to 8 are shown.`
  case rejected(String)
}
