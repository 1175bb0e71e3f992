import Foundation
import MVPCore
import MVPRestoration
import MVPTestSupport
import Testing

/// The notes app of the article "Restoring an app", wired as the app wires it with mock views:
/// it comes back where the user left it, a link opens its stack, never over unsaved edits
/// unless told to, and a link that is not the app's changes nothing.
@MainActor @Suite(.presenterTest) struct NotesAppTests {
  @Test func theAppComesBackWhereTheUserLeftIt() throws {
    let store = InMemoryRestorationStore()
    let platform = FakeNavigationStack()
    let app = NotesApp(platform: platform, screens: MockNotesScreens(), store: store)
    app.launch()
    let list = try #require(platform.stackedScreens.last as? MockNotesListView)
    list.presenter.select(noteID: 3)
    let note = try #require(platform.stackedScreens.last as? MockNoteView)
    note.recorder.expectCalls([.showDraft(Note(id: 3, text: ""))])
    note.presenter.edit("Buy milk")
    app.enterBackground()

    // The app is killed; the next launch builds it again on the same store.
    let relaunched = FakeNavigationStack()
    let again = NotesApp(platform: relaunched, screens: MockNotesScreens(), store: store)
    again.launch()
    #expect(again.navigator.stack == [.notes, .note(id: 3)])
    let restored = try #require(relaunched.stackedScreens.last as? MockNoteView)
    restored.presenter.viewDidLoad()
    restored.recorder.expectCalls([.showDraft(Note(id: 3, text: "Buy milk"))])
  }

  @Test func aLinkNeverThrowsAwayEditsUnlessTold() throws {
    let platform = FakeNavigationStack()
    let app = NotesApp(
      platform: platform, screens: MockNotesScreens(), store: InMemoryRestorationStore())
    app.launch()
    try #require(platform.stackedScreens.last as? MockNotesListView).presenter.select(noteID: 3)
    let note = try #require(platform.stackedScreens.last as? MockNoteView)
    note.recorder.expectCalls([.showDraft(Note(id: 3, text: ""))])
    note.presenter.edit("Buy milk")
    let link = try #require(URL(string: "https://notes.example/notes/8"))
    #expect(try !app.open(link))
    #expect(app.navigator.stack == [.notes, .note(id: 3)])
    #expect(try app.open(link, discardingEdits: true))
    #expect(app.navigator.stack == [.notes, .note(id: 8)])
    let opened = try #require(platform.stackedScreens.last as? MockNoteView)
    opened.recorder.expectCalls([.showDraft(Note(id: 8, text: ""))])
  }

  @Test func aLinkThatIsNotTheAppsThrowsAndChangesNothing() throws {
    let platform = FakeNavigationStack()
    let app = NotesApp(
      platform: platform, screens: MockNotesScreens(), store: InMemoryRestorationStore())
    app.launch()
    #expect(throws: DeepLinkError.noMatchingPath("/cart")) {
      try app.open(try #require(URL(string: "notes://cart")))
    }
    #expect(throws: DeepLinkError.notANumber(parameter: "id", value: "eight")) {
      try app.open(try #require(URL(string: "notes://notes/eight")))
    }
    #expect(app.navigator.stack == [.notes])
    try #require(platform.stackedScreens.last as? MockNotesListView).presenter.select(noteID: 2)
    let note = try #require(platform.stackedScreens.last as? MockNoteView)
    note.recorder.expectCalls([.showDraft(Note(id: 2, text: ""))])
    note.presenter.back()
    #expect(app.navigator.stack == [.notes])
  }
}
