import Foundation

/// Turns a typed line into a ``DemoCommand``.
///
/// Command words are case-insensitive; arguments are separated by spaces. A number is ASCII
/// digits, 1 or more; one beyond `Int.max` is ``CommandError/numberTooLarge(command:text:)``.
/// `cart` alone shows the cart (``DemoCommand/showCart``); `cart N` adds to it.
/// `edit` takes the rest of the line, `NAME | EMAIL`, each part trimmed (validating them is the
/// profile presenter's job). Blank lines and lines starting with `#` are not commands.
public enum CommandParser {
  /// Whether `line` is meant as a command: not blank and not a `#` comment.
  ///
  /// - Parameter line: The line as typed.
  /// - Returns: `false` for the lines ``parse(_:)`` answers `nil` for.
  public static func isCommand(_ line: String) -> Bool {
    let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
    return !trimmed.isEmpty && !trimmed.hasPrefix("#")
  }

  /// Parses one line.
  ///
  /// - Parameter line: The line as typed, without its newline.
  /// - Returns: The command, or `nil` for a blank line or a `#` comment.
  /// - Throws: ``CommandError`` explaining what is wrong with the line.
  public static func parse(_ line: String) throws(CommandError) -> DemoCommand? {
    guard isCommand(line) else { return nil }
    let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
    let word = String(trimmed.prefix { !$0.isWhitespace })
    let rest = trimmed.dropFirst(word.count).trimmingCharacters(in: .whitespaces)
    let command = word.lowercased()
    switch command {
    case "goods": return try bare(.goods, command, rest)
    case "users": return try bare(.users, command, rest)
    case "sale": return try bare(.sale, command, rest)
    case "wait": return .wait(seconds: try number(command, rest))
    case "next": return try bare(.next, command, rest)
    case "list": return try bare(.list, command, rest)
    case "refresh": return try bare(.refresh, command, rest)
    case "retry": return try bare(.retry, command, rest)
    case "back": return try bare(.back, command, rest)
    case "help": return try bare(.help, command, rest)
    case "quit", "exit": return try bare(.quit, command, rest)
    case "open": return .open(row: try number(command, rest))
    case "delete": return .delete(row: try number(command, rest))
    case "cart": return rest.isEmpty ? .showCart : .cart(try number(command, rest))
    case "offline": return try bare(.offline, command, rest)
    case "online": return try bare(.online, command, rest)
    case "hold": return try bare(.hold, command, rest)
    case "release": return try bare(.release, command, rest)
    case "cancel": return try bare(.cancel, command, rest)
    case "edit": return try edit(rest)
    default: throw .unknown(word)
    }
  }

  private static func bare(_ parsed: DemoCommand, _ command: String, _ rest: String)
    throws(CommandError) -> DemoCommand
  {
    guard rest.isEmpty else { throw .unexpectedArgument(command: command) }
    return parsed
  }

  private static func number(_ command: String, _ rest: String) throws(CommandError) -> Int {
    guard !rest.isEmpty else { throw .missingNumber(command: command) }
    guard rest.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) else {
      throw .invalidNumber(command: command, text: rest)
    }
    guard let value = Int(rest) else { throw .numberTooLarge(command: command, text: rest) }
    guard value >= 1 else { throw .invalidNumber(command: command, text: rest) }
    return value
  }

  private static func edit(_ rest: String) throws(CommandError) -> DemoCommand {
    let parts = rest.split(separator: "|", omittingEmptySubsequences: false)
    guard parts.count == 2 else { throw .malformedEdit }
    return .edit(
      name: parts[0].trimmingCharacters(in: .whitespaces),
      email: parts[1].trimmingCharacters(in: .whitespaces))
  }
}
