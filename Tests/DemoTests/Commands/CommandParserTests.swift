import MVPDemo
import Testing

@Suite struct CommandParserTests {
  func parse(_ line: String) -> Result<DemoCommand?, CommandError> {
    Result { () throws(CommandError) -> DemoCommand? in try CommandParser.parse(line) }
  }

  @Test(arguments: [
    ("goods", DemoCommand.goods), ("users", .users), ("next", .next), ("list", .list),
    ("refresh", .refresh), ("open 007", .open(row: 7)),
    ("retry", .retry), ("back", .back), ("help", .help), ("quit", .quit), ("exit", .quit),
    ("  NEXT  ", .next), ("open 3", .open(row: 3)), ("open   12", .open(row: 12)),
    ("cart 2", .cart(2)), ("cart", .showCart), ("CART", .showCart), ("delete 1", .delete(row: 1)),
    ("edit Ada Lovelace | ada@example.com", .edit(name: "Ada Lovelace", email: "ada@example.com")),
    ("edit  |  ", .edit(name: "", email: "")), ("offline", .offline), ("online", .online),
    ("hold", .hold), ("release", .release), ("cancel", .cancel), ("CANCEL", .cancel),
  ])
  func parsesCommands(line: String, command: DemoCommand) {
    #expect(parse(line) == .success(command))
  }

  @Test(arguments: ["", "   ", "# a comment", "  #open 1"])
  func blankLinesAndCommentsAreNotCommands(line: String) {
    #expect(parse(line) == .success(nil))
  }

  @Test func explainsEveryMistakeInOneLine() {
    #expect(parse("dance") == .failure(.unknown("dance")))
    #expect(
      CommandError.unknown("dance").message
        == "Unknown command 'dance'. Type 'help' to see the commands.")
    #expect(parse("open") == .failure(.missingNumber(command: "open")))
    #expect(
      CommandError.missingNumber(command: "open").message
        == "'open' needs a number, for example 'open 2'.")
    #expect(parse("delete x") == .failure(.invalidNumber(command: "delete", text: "x")))
    #expect(parse("open 0") == .failure(.invalidNumber(command: "open", text: "0")))
    #expect(parse("cart -1") == .failure(.invalidNumber(command: "cart", text: "-1")))
    #expect(parse("open 1 2") == .failure(.invalidNumber(command: "open", text: "1 2")))
    #expect(
      CommandError.invalidNumber(command: "open", text: "0").message
        == "'open' needs a whole number of 1 or more, not '0'.")
    #expect(parse("next 2") == .failure(.unexpectedArgument(command: "next")))
    #expect(parse("offline now") == .failure(.unexpectedArgument(command: "offline")))
    #expect(parse("online 1") == .failure(.unexpectedArgument(command: "online")))
    #expect(parse("cart all") == .failure(.invalidNumber(command: "cart", text: "all")))
    #expect(
      CommandError.unexpectedArgument(command: "next").message == "'next' takes no arguments.")
    #expect(parse("edit Ada") == .failure(.malformedEdit))
    #expect(parse("edit a | b | c") == .failure(.malformedEdit))
    #expect(
      CommandError.malformedEdit.message
        == "'edit' needs a name and an email separated by '|', for example 'edit Ada Lovelace | ada@example.com'."
    )
    for error in [CommandError.unknown("x"), .malformedEdit, .missingNumber(command: "cart")] {
      #expect(!error.message.contains("\n"))
    }
  }

  /// Issue 12: `cart 99999999999999999999` says the number is too large.
  @Test func aNumberBeyondIntIsTooLarge() {
    let huge = "99999999999999999999"
    #expect(parse("cart \(huge)") == .failure(.numberTooLarge(command: "cart", text: huge)))
    #expect(parse("open \(Int.max)") == .success(.open(row: Int.max)))
    #expect(
      CommandError.numberTooLarge(command: "cart", text: huge).message
        == "The number 99999999999999999999 is too large for 'cart'.")
    #expect(parse("open +3") == .failure(.invalidNumber(command: "open", text: "+3")))
    #expect(parse("open ３") == .failure(.invalidNumber(command: "open", text: "３")))
  }

  /// Issue 12: text typed by the user is repeated clipped, never whole.
  @Test func longTextIsQuotedClipped() {
    let long = String(repeating: "7", count: 200_000)
    let clipped = String(repeating: "7", count: 60) + "… (200,000 characters)"
    #expect(
      CommandError.numberTooLarge(command: "cart", text: long).message
        == "The number \(clipped) is too large for 'cart'.")
    #expect(
      CommandError.unknown(String(repeating: "z", count: 61)).message
        == "Unknown command '\(String(repeating: "z", count: 60))… (61 characters)'. Type 'help' "
        + "to see the commands.")
    #expect(
      CommandError.unknown(String(repeating: "z", count: 60)).message
        == "Unknown command '\(String(repeating: "z", count: 60))'. Type 'help' to see the commands."
    )
  }
}
