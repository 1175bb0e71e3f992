import MVPDemo
import MVPTestSupport
import Testing

/// Deletes on a server that does not persist them (the bundled server, like DummyJSON): a list
/// left without rows by the client's own removals is not the end of the collection (issue 8,
/// kind 4b).
@MainActor @Suite(.presenterTest) struct RemovedRowsSessionTests {
  static let script = "users\ndelete 1\nnext\nrefresh\n"
  static let usersCommands = BundledSessionTests.usersCommands

  /// `printf 'users\ndelete 1\nnext\nrefresh\n' | mvp-demo --page-size 1` used to end on "No
  /// users yet." for good, though 19 users remain.
  @Test func aListEmptiedByADeleteLoadsTheNextUsersInsteadOfShowingEmpty() async {
    let run = await DemoTranscript(["--page-size", "1"], script: Self.script)
    #expect(run.status == 0)
    #expect(run.errors == "")
    #expect(
      Array(run.screens.dropFirst()) == [
        [
          "> users", "Loading…", "== Users ==", "1. Amara Osei <amara.osei@example.com>",
          "Row 1 of 20 users.", Self.usersCommands,
        ],
        [
          "> delete 1", "Deleting Amara Osei…", "== Users ==",
          "1. Lukas Brenner <lukas.brenner@example.com>", "Row 1 of 19 users.",
          Self.usersCommands, "* Deleted Amara Osei.",
        ],
        [
          "> next", "Loading more…", "== Users ==", "2. Mei Tanaka <mei.tanaka@example.com>",
          "Row 2 of 19 users.", Self.usersCommands,
        ],
        [
          "> refresh", "Refreshing…", "== Users ==",
          "1. Lukas Brenner <lukas.brenner@example.com>", "Row 1 of 19 users.", Self.usersCommands,
        ],
      ])
    #expect(!run.output.contains("No users yet."))
  }

  /// Deleting row 1 again and again walks through the users one by one; the server answers the
  /// first page with a deleted user each time and the list skips it.
  @Test func repeatedDeletesOfTheOnlyRowKeepShowingTheNextUser() async {
    let run = await DemoTranscript(
      ["--page-size", "1"], script: "users\ndelete 1\ndelete 1\ndelete 1\nrefresh\n")
    #expect(
      run.screens.dropFirst().map(DemoTranscript.rows) == [
        ["1. Amara Osei <amara.osei@example.com>"],
        ["1. Lukas Brenner <lukas.brenner@example.com>"],
        ["1. Mei Tanaka <mei.tanaka@example.com>"],
        ["1. Rafael Duarte <rafael.duarte@example.com>"],
        ["1. Rafael Duarte <rafael.duarte@example.com>"],
      ])
    #expect(!run.output.contains("No users yet."))
  }
}
