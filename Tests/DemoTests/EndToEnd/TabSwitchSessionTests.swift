import MVPDemo
import MVPTestSupport
import Testing

/// `goods`, `users` and `sale` never close an editor whose changes are not saved, as a link does
/// not (`RouteNavigator.open`'s rule): the note says why, and the editor stays with its draft.
@MainActor @Suite(.presenterTest) struct TabSwitchSessionTests {
  static let keepsEdits =
    "You are still on user 2's profile: its changes are not saved. Save or cancel them before "
    + "you go to the goods list."

  @Test func aSwitchKeepsAnEditorWithUnsavedChangesUntilTheyAreCancelled() async {
    let run = await DemoTranscript(
      ["--page-size", "3"], script: "users\nopen 2\nedit Ann | not-an-email\ngoods\ncancel\ngoods\n"
    )
    let refused = run.screens[4]
    #expect(refused.first == "> goods")
    #expect(refused.contains("Editing: name 'Ann', email 'not-an-email'"))
    #expect(refused.last == Self.keepsEdits)
    #expect(run.screens[5].contains("== Lukas Brenner =="))
    #expect(!run.screens[5].contains("Editing: name 'Ann', email 'not-an-email'"))
    #expect(run.screens[6].contains("== Goods =="))
  }

  @Test func aSwitchWaitsForASaveThatRuns() async {
    let run = await DemoTranscript(
      ["--page-size", "3"],
      script: "users\nopen 2\nhold\nedit Ann Brenner | ann@example.com\nusers\nrelease\nusers\n")
    #expect(
      run.screens[5].last
        == "You are still on user 2's profile: its changes are not saved. Save or cancel them "
        + "before you go to the user list.")
    #expect(run.screens[7].contains("== Users =="))
    #expect(run.handledRequests.contains("PUT /users/2"))
  }

  @Test func theNoteIsInTheUsersLanguage() async {
    let run = await DemoTranscript(
      ["--locale", "zh-Hans", "--page-size", "3"],
      script: "users\nopen 2\nedit Ann | not-an-email\ngoods\n")
    #expect(run.screens[4].last == "仍停留在用户 2 的资料：其中的修改尚未保存。请先保存或取消修改，再前往商品列表。")
  }
}
