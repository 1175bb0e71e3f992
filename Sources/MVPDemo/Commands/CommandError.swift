/// A line that is not a valid command; ``message`` is the one-line explanation shown before the
/// screen is printed again.
public enum CommandError: Error, Equatable, Sendable {
  /// The first word is not a command.
  case unknown(String)
  /// The command needs a row number and got none.
  case missingNumber(command: String)
  /// The command's argument is not a whole number of 1 or more.
  case invalidNumber(command: String, text: String)
  /// The command takes no arguments but got some.
  case unexpectedArgument(command: String)
  /// `edit` without exactly one `|` between name and email.
  case malformedEdit

  /// A one-line, user-facing explanation.
  public var message: String {
    switch self {
    case .unknown(let word):
      "Unknown command '\(word)'. Type 'help' to see the commands."
    case .missingNumber(let command):
      "'\(command)' needs a row number, for example '\(command) 2'."
    case .invalidNumber(let command, let text):
      "'\(command)' needs a whole number of 1 or more, not '\(text)'."
    case .unexpectedArgument(let command):
      "'\(command)' takes no arguments."
    case .malformedEdit:
      "'edit' needs a name and an email separated by '|', for example 'edit Ada Lovelace | ada@example.com'."
    }
  }
}
