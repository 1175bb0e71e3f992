import MVPDemo
import MVPTestSupport
import Testing

/// Issue 22, part 4: hints say what the screen can do.
@MainActor @Suite(.presenterTest) struct ScreenHintSessionTests {
  static let profileCommands = BundledSessionTests.profileCommands
  static let editorCommands = BundledSessionTests.editorCommands

  /// `online` on a detail or a profile, which offer no `refresh`, says only that the server
  /// answers; on a list, how to reload it.
  @Test func onlineNamesOnlyCommandsTheScreenOffers() async {
    let run = await DemoTranscript(
      script: "open 1\noffline\nonline\nusers\nopen 2\noffline\nonline\nback\nonline\n")
    #expect(
      run.screens[3].suffix(2) == [
        "Commands: cart QTY, goods, users, back, help, quit", "The bundled server answers.",
      ])
    #expect(run.screens[7].suffix(2) == [Self.profileCommands, "The bundled server answers."])
    #expect(
      run.screens[9].suffix(2) == [
        "The bundled server answers.", "Type 'refresh' to reload the list.",
      ])
  }

  /// A profile that could not load offers `retry`: `online` says to retry.
  @Test func onlineOnAnErrorSaysToRetry() async {
    let run = await DemoTranscript(script: "users\noffline\nopen 1\nonline\n")
    #expect(
      run.screens[4].suffix(3) == [
        "Commands: retry, goods, users, back, help, quit", "The bundled server answers.",
        "Type 'retry' to try again.",
      ])
  }

  /// A malformed `edit` leaves the editor showing what was typed last, with its own errors, next
  /// to the usage error; never the fields and errors of an earlier attempt.
  @Test func aMalformedEditLeavesAConsistentEditor() async {
    let run = await DemoTranscript(script: "users\nopen 1\nedit  | \nedit Mei\n")
    #expect(
      run.screens[3].suffix(4) == [
        "Editing: name '', email ''", "Name: Enter a name.",
        "Email: Enter an e-mail address like name@example.com.", Self.editorCommands,
      ])
    #expect(
      run.screens[4].suffix(4) == [
        "Editing: name 'Mei', email ''",
        "Email: Enter an e-mail address like name@example.com.", Self.editorCommands,
        "'edit' needs a name and an email separated by '|', for example "
          + "'edit Ada Lovelace | ada@example.com'.",
      ])
  }

  /// A profile opened from a row, offline, is titled with the row's name, not the user's id.
  @Test func aScreenOpenedFromARowIsTitledWithTheRow() async {
    let run = await DemoTranscript(script: "users\noffline\ndelete 1\nopen 3\ngoods\nopen 2\n")
    #expect(run.screens[4].prefix(3) == ["> open 3", "Loading…", "== Mei Tanaka =="])
    #expect(
      run.screens[6].prefix(3) == ["> open 2", "Loading…", "== Hydrating Rose Face Mist =="])
  }
}
