/// A line that is not a valid command; ``message(in:)`` is the one-line explanation shown under
/// the screen, next to the prompt.
public enum CommandError: Error, Equatable, Sendable {
  /// The first word is not a command.
  case unknown(String)
  /// The command needs a number and got none.
  case missingNumber(command: String)
  /// The command's argument is not a whole number of 1 or more.
  case invalidNumber(command: String, text: String)
  /// The command's argument is a whole number too large to be a row or a quantity (beyond
  /// `Int.max`).
  case numberTooLarge(command: String, text: String)
  /// The command takes no arguments but got some.
  case unexpectedArgument(command: String)
  /// `edit` without exactly one `|` between name and email.
  case malformedEdit

  /// The explanation in English.
  public var message: String {
    message(in: .english)
  }

  /// A one-line, user-facing explanation; text the user typed is repeated clipped
  /// (at most 60 characters and the length), never whole.
  ///
  /// - Parameter texts: The language to use.
  /// - Returns: The explanation.
  public func message(in texts: DemoTexts) -> String {
    let table = texts.table
    switch self {
    case .unknown(let word):
      return table.format("command.unknown", texts.clipped(word))
    case .missingNumber(let command):
      return table.format("command.missingNumber", command)
    case .invalidNumber(let command, let text):
      return table.format("command.invalidNumber", command, texts.clipped(text))
    case .numberTooLarge(let command, let text):
      return table.format("command.numberTooLarge", command, texts.clipped(text))
    case .unexpectedArgument(let command):
      return table.format("command.unexpectedArgument", command)
    case .malformedEdit:
      return table.string("command.malformedEdit")
    }
  }
}
