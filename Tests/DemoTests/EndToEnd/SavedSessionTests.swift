import Foundation
import MVPDemo
import MVPTestSupport
import Testing

/// Issue 29, the demo keeps its place: `quit` and the end of a script's input save the screen
/// stack and every screen's state in `--state`'s file; starting again restores it: where a list
/// was, an editor's draft and errors, and a save or a deletion in flight is never sent again.
@MainActor @Suite(.presenterTest) struct SavedSessionTests {
  let directory: TemporaryDirectory
  let state: [String]

  init() throws {
    directory = try TemporaryDirectory()
    state = ["--state", directory.path("state.json")]
  }

  @Test func aDetailOverAListAtRows21To40ComesBackAndSoDoesTheList() async {
    let first = await DemoTranscript(state, script: "next\nopen 22\nquit\n")
    #expect(first.lastScreen == ["> quit", "Bye."])
    let again = await DemoTranscript(state, script: "back\n")
    #expect(Array(again.screens[0].prefix(2)) == ["Loading…", "== Ceramic Table Lamp =="])
    #expect(again.screens[0].last == "Restored your last session.")
    let list = again.screens[1]
    #expect(
      Array(list.prefix(4)) == [
        "> back", "Loading…", "== Goods ==", "21. Sourdough Crackers | ¥4.49 [Low stock]",
      ])
    #expect(DemoTranscript.rows(list).count == 20)
    #expect(list.contains("Rows 21–40 of 66 products."))
    // The restored list asked for the rows loaded, 40, in one request, then the detail's again.
    #expect(again.handledRequests == ["GET /products/22", "GET /products"])
  }

  @Test func theEndOfInputSavesAsQuitDoes() async {
    _ = await DemoTranscript(state + ["--page-size", "2"], script: "users\nopen 2\n")
    let again = await DemoTranscript(state + ["--page-size", "2"], script: "")
    #expect(again.screens[0].contains("== Lukas Brenner =="))
    #expect(again.screens[0].last == "Restored your last session.")
  }

  @Test func aStateIsRestoredOnceThenSavedAgain() async throws {
    _ = await DemoTranscript(state, script: "users\nquit\n")
    let file = directory.path("state.json")
    #expect(FileManager.default.fileExists(atPath: file))
    let again = await DemoTranscript(state, script: "goods\nquit\n")
    #expect(again.screens[0].contains("== Users =="))
    // Quit on the goods list: that is what the next run shows.
    let third = await DemoTranscript(state, script: "")
    #expect(third.screens[0].contains("== Goods =="))
    #expect(third.screens[0].last == "Restored your last session.")
  }

  @Test func anEditorComesBackWithItsDraftAndErrors() async {
    _ = await DemoTranscript(
      state + ["--page-size", "3"], script: "users\nopen 2\nedit Ann | not-an-email\nquit\n")
    let again = await DemoTranscript(
      state + ["--page-size", "3"], script: "edit Ann Brenner | ann@example.com\n")
    #expect(
      again.screens[0].suffix(4) == [
        "Editing: name 'Ann', email 'not-an-email'",
        "Email: Enter an e-mail address like name@example.com.",
        BundledSessionTests.editorCommands, "Restored your last session.",
      ])
    #expect(
      again.screens[1].suffix(2) == [BundledSessionTests.profileCommands, "* Saved your changes."])
    #expect(again.handledRequests == ["GET /users/2", "PUT /users/2"])
  }

  /// A save held by the server when the demo quits is never handled: the next run shows the
  /// server's name, offers the draft again with the form's message, and sends nothing until the
  /// user saves again.
  @Test func aSaveInFlightIsNeverSentAgain() async {
    let arguments = state + ["--page-size", "3"]
    let first = await DemoTranscript(
      arguments, script: "users\nopen 1\nhold\nedit Amara Mensah | amara@example.com\nquit\n")
    #expect(
      first.screens[4] == [
        "> edit Amara Mensah | amara@example.com", "Saving…", "== Amara Osei ==",
        "Email: amara.osei@example.com", "Username: aosei", "Phone: +49 905-559-3669",
        "Avatar: https://cdn.example.invalid/avatars/aosei/128.png",
        "Editing: name 'Amara Mensah', email 'amara@example.com'", "Saving…",
        BundledSessionTests.profileCommands,
      ])
    #expect(!first.handledRequests.contains { $0.hasPrefix("PUT") || $0.hasPrefix("PATCH") })
    let again = await DemoTranscript(arguments, script: "back\n")
    #expect(again.screens[0][1] == "== Amara Osei ==")
    #expect(
      again.screens[0].suffix(4) == [
        "Editing: name 'Amara Mensah', email 'amara@example.com'",
        BundledSessionTests.editorCommands,
        "* Your last save may not have finished. Check your changes, then save them again or "
          + "discard them.",
        "Restored your last session.",
      ])
    #expect(again.handledRequests == ["GET /users/1", "GET /users"])
  }

  /// The same save, released instead: the server answers it (the contrast that shows the held
  /// save above was never handled).
  @Test func aReleasedSaveIsAnswered() async {
    let run = await DemoTranscript(
      ["--page-size", "3"],
      script: "users\nopen 1\nhold\nedit Amara Mensah | amara@example.com\nrelease\n")
    #expect(
      run.lastScreen.suffix(3) == [
        BundledSessionTests.profileCommands, "* Saved your changes.",
        "The bundled server answered the 1 request it held.",
      ])
    #expect(run.handledRequests.last == "PUT /users/1")
  }

  @Test func aDeletionInFlightIsNotRepeated() async {
    let arguments = state + ["--page-size", "3"]
    let first = await DemoTranscript(arguments, script: "users\nhold\ndelete 1\nquit\n")
    #expect(first.screens[3].prefix(2) == ["> delete 1", "Deleting Amara Osei…"])
    #expect(!first.handledRequests.contains { $0.hasPrefix("DELETE") })
    let again = await DemoTranscript(arguments, script: "")
    #expect(again.screens[0].contains("1. Amara Osei <amara.osei@example.com>"))
    #expect(again.handledRequests == ["GET /users"])
  }

  @Test func holdAndReleaseSayWhatTheyDoAndNeedTheBundledServer() async throws {
    let run = await DemoTranscript(script: "release\nhold\nhold\nrelease\n")
    #expect(run.screens[1].last == "The bundled server is not holding any answers.")
    #expect(
      run.screens[2].last
        == "The bundled server holds its answers: requests wait until 'release'; 'quit' leaves "
        + "them unanswered.")
    #expect(
      run.screens[3].last == "The bundled server holds its answers already; 'release' answers them."
    )
    #expect(run.screens[4].last == "The bundled server answered the 0 requests it held.")
    let live = await DemoTranscript(
      ["--base-url", try LoopbackHTTPServer.unreachableBaseURL()], script: "hold\n")
    #expect(
      live.lastScreen.last == "'hold' works with the bundled data set only, not with --base-url.")
  }

  @Test func aScriptKeepsNoStateWithoutTheOptionAndAnInteractiveSessionKeepsItInTheStateFolder()
    async
  {
    let variables = ["XDG_STATE_HOME": directory.path("xdg"), "HOME": directory.path("home")]
    let file = directory.path("xdg/mvp-demo/state.json")
    _ = await DemoTranscript(script: "users\nquit\n", variables: variables)
    #expect(!FileManager.default.fileExists(atPath: file))
    _ = await DemoTranscript(script: "users\nquit\n", interactive: true, variables: variables)
    #expect(FileManager.default.fileExists(atPath: file))
    let again = await DemoTranscript(script: "quit\n", interactive: true, variables: variables)
    #expect(again.output.contains("== Users =="))
    #expect(again.output.contains("Restored your last session."))
  }

  @Test func theDefaultFileFollowsTheXDGStateHomeElseHome() {
    #expect(
      DemoStateFile.defaultPath(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"])
        == "/s/mvp-demo/state.json")
    // A relative XDG_STATE_HOME is ignored, as the specification says.
    #expect(
      DemoStateFile.defaultPath(environment: ["XDG_STATE_HOME": "s", "HOME": "/h"])
        == "/h/.local/state/mvp-demo/state.json")
    #expect(
      DemoStateFile.defaultPath(environment: ["HOME": "/h"])
        == "/h/.local/state/mvp-demo/state.json")
    #expect(DemoStateFile.defaultPath(environment: [:]) == nil)
  }

  @Test func aStateFileThatCannotBeWrittenIsReportedAfterTheSession() async throws {
    let blocker = directory.path("file")
    try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
    let run = await DemoTranscript(["--state", blocker + "/state.json"], script: "quit\n")
    #expect(run.status == 0)
    #expect(run.lastScreen == ["> quit", "Bye."])
    // The path is repeated clipped, as any text from the command line.
    #expect(run.errors.hasPrefix("mvp-demo: the session could not be saved in /"))
    #expect(run.errors.hasSuffix(" (a file is in the way of its folder).\n"))
    #expect(run.errors.filter { $0 == "\n" }.count == 1)
  }
}
