import Foundation
import MVPDemo
import Testing

/// Issue 22, item 6: a profile edit said "Saved your changes." and the profile opened again showed
/// the old name, because the bundled server (like DummyJSON) did not keep writes. It keeps them.
@MainActor @Suite(.presenterTest) struct ProfileEditKeptTests {
  @Test func aProfileOpenedAgainShowsTheSavedEdit() async {
    let run = await DemoTranscript(
      script: "users\nopen 2\nedit Ada Lovelace | ada@example.com\nback\nopen 2\n")
    #expect(
      run.screens[5].prefix(4) == [
        "> open 2", "Loading…", "== Ada Lovelace ==", "Email: ada@example.com",
      ])
  }

  @Test func theServerKeepsAnAnsweredEditAndNothingElse() throws {
    let server = CatalogServer(data: try CatalogData.bundled())
    let edit = APIRequest(
      method: "PATCH", path: ["users", "2"], body: Data(#"{"firstName": "Ada"}"#.utf8))
    let kept = server.keeping(edit)
    #expect(kept.data.users[1].firstName == "Ada")
    #expect(server.data.users[1].firstName != "Ada")
    let read = APIRequest(method: "GET", path: ["users", "2"])
    #expect(kept.keeping(read).data.users == kept.data.users)
    let broken = APIRequest(method: "PUT", path: ["users", "2"], body: Data("[1]".utf8))
    #expect(server.keeping(broken).data.users == server.data.users)
    let missing = APIRequest(method: "PUT", path: ["users", "999"], body: Data("{}".utf8))
    #expect(server.keeping(missing).data.users == server.data.users)
  }
}
