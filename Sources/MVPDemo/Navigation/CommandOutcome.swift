/// What a ``TerminalScreen`` did with a command.
public enum CommandOutcome: Equatable, Sendable {
  /// The command was passed on to the presenter.
  case performed
  /// The command belongs to this screen but cannot be carried out as given; the text is the
  /// one-line explanation to show, for example `There is no row 9: the list has rows 1 to 8.`
  case rejected(String)
  /// The screen has no such command; the session applies its default (`back` pops the screen,
  /// anything else is explained as not available here).
  case unsupported
}
