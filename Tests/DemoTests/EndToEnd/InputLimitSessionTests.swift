import MVPDemo
import MVPTestSupport
import Testing

/// Issue 12: input beyond the limits is refused with a clear message and never repeated whole.
@MainActor @Suite(.presenterTest) struct InputLimitSessionTests {
  static let editorCommands = BundledSessionTests.editorCommands

  @Test func aNameOf100000CharactersIsRefused() async {
    let name = String(repeating: "n", count: 100_000)
    let run = await DemoTranscript(
      ["--page-size", "1"], script: "users\nopen 1\nedit \(name) | ada@example.com\n")
    let clipped = String(repeating: "n", count: 60) + "… (100,000 characters)"
    #expect(
      run.lastScreen.first == "> edit " + String(repeating: "n", count: 55)
        + "… (100,023 characters)")
    #expect(
      run.lastScreen.suffix(3) == [
        "Editing: name '\(clipped)', email 'ada@example.com'",
        "Name: Enter a name of at most 100 characters.", Self.editorCommands,
      ])
    #expect(run.output.count < 5_000)
  }

  @Test(arguments: [
    String(repeating: "b", count: 300) + "@example.com",
    "ada@" + String(repeating: "c", count: 250) + ".com",
  ])
  func anEmailBeyondRFC5321IsRefused(email: String) async {
    let run = await DemoTranscript(
      ["--page-size", "1"], script: "users\nopen 1\nedit Ada | \(email)\n")
    #expect(
      run.lastScreen.suffix(2) == [
        "Email: Enter an e-mail address of at most 254 characters, with at most 64 before the @.",
        Self.editorCommands,
      ])
    #expect(run.lastScreen.contains { $0.hasSuffix("… (\(email.count) characters)'") })
  }

  @Test func anUnknownCommandOf200000CharactersIsNotEchoedWhole() async {
    let word = String(repeating: "w", count: 200_000)
    let run = await DemoTranscript(["--page-size", "1"], script: word + "\n")
    let clipped = String(repeating: "w", count: 60) + "… (200,000 characters)"
    #expect(run.lastScreen.first == "> " + clipped)
    #expect(
      run.lastScreen.last == "Unknown command '\(clipped)'. Type 'help' to see the commands.")
    #expect(run.output.count < 2_000)
  }

  @Test func aNumberTooLargeSaysSo() async {
    let run = await DemoTranscript(
      ["--page-size", "1"],
      script:
        "cart 99999999999999999999\nopen 1\ncart 99999999999999999999\ncart 9223372036854775807\n")
    #expect(run.screens[1].last == "The number 99999999999999999999 is too large for 'cart'.")
    #expect(run.screens[3].last == "The number 99999999999999999999 is too large for 'cart'.")
    #expect(run.screens[4].last == "* Only 98 left in stock.")
  }
}
