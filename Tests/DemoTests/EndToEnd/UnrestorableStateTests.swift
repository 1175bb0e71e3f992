import Foundation
import MVPDemo
import MVPTestSupport
import Testing

/// Issue 29: a saved state that cannot be restored is dropped with one calm line in the demo's
/// language saying why, and the demo starts at the goods list; never a crash. The file is
/// replaced by the state saved on `quit`.
@MainActor @Suite(.presenterTest) struct UnrestorableStateTests {
  static let fresh = ["Loading…", "== Goods ==", "1. Velvet Matte Lipstick | ¥9.27 (was ¥9.99)"]

  nonisolated static func state(
    formatVersion: Int = 1, appVersion: String = "1", savedAt: String, routes: String
  )
    -> String
  {
    #"{"formatVersion":\#(formatVersion),"appVersion":"\#(appVersion)","savedAt":"\#(savedAt)","routes":\#(routes)}"#
  }

  @Test(arguments: [
    ("", "its saved state is damaged or incomplete"),
    (#"{"formatVersion":1,"appVer"#, "its saved state is damaged or incomplete"),
    ("[1, 2]", "its saved state is damaged or incomplete"),
    (
      UnrestorableStateTests.state(formatVersion: 0, savedAt: "2026-01-01T09:00:00Z", routes: "[]"),
      "it was saved in format version 0, and this demo reads version 1"
    ),
    (
      UnrestorableStateTests.state(appVersion: "0", savedAt: "2026-01-01T09:00:00Z", routes: "[]"),
      "it was saved by another version of the demo"
    ),
    (
      UnrestorableStateTests.state(savedAt: "2025-12-31T11:59:59Z", routes: "[]"),
      "it was saved more than a day ago"
    ),
    (
      UnrestorableStateTests.state(
        savedAt: "2026-01-01T09:00:00Z", routes: #"[{"route":{"cart":{}},"screens":[]}]"#),
      "it shows screens this version of the demo does not have"
    ),
  ])
  func aStateThatCannotBeRestoredSaysWhyAndStartsAtTheGoodsList(contents: String, reason: String)
    async throws
  {
    let directory = try TemporaryDirectory()
    let file = directory.path("state.json")
    try Data(contents.utf8).write(to: URL(fileURLWithPath: file))
    let run = await DemoTranscript(["--state", file, "--page-size", "2"], script: "quit\n")
    #expect(Array(run.screens[0].prefix(3)) == Self.fresh)
    #expect(run.screens[0].last == "The last session could not be restored: \(reason).")
    #expect(run.errors == "")
    #expect(run.status == 0)
    // Restored once: the file now holds the state saved on quit.
    let again = await DemoTranscript(["--state", file, "--page-size", "2"], script: "")
    #expect(again.screens[0].last == "Restored your last session.")
  }

  @Test func theLineIsInTheDemosLanguageAndVerboseAddsTheLibrarysLine() async throws {
    let directory = try TemporaryDirectory()
    let file = directory.path("state.json")
    try Data("{".utf8).write(to: URL(fileURLWithPath: file))
    let run = await DemoTranscript(
      ["--state", file, "--locale", "zh-Hans", "--verbose"], script: "")
    #expect(run.screens[0].last == "无法恢复上次的会话：保存的状态已损坏或不完整。")
    #expect(
      run.errors.hasPrefix(
        "MVPRestoration: saved state dropped, starting fresh: the saved state is not readable"))
  }

  /// A state saved a moment before the script's clock starts (a script saves at its clock's
  /// time, 2026-01-01T12:00:00Z) is restored; one older than a day is not (above).
  @Test func aStateSavedWithinTheDayIsRestored() async throws {
    let directory = try TemporaryDirectory()
    let file = directory.path("state.json")
    let state = Self.state(
      savedAt: "2025-12-31T12:00:01Z",
      routes: #"[{"route":{"users":{}},"screens":[]}]"#)
    try Data(state.utf8).write(to: URL(fileURLWithPath: file))
    let run = await DemoTranscript(["--state", file, "--page-size", "2"], script: "")
    #expect(run.screens[0].contains("== Users =="))
    #expect(run.screens[0].last == "Restored your last session.")
  }
}
