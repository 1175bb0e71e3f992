#if !canImport(UIKit)
  import Foundation
  import MVPCore
  import MVPRestoration
  import Testing

  /// A note service the restoration examples never reach.
  private struct UnusedNoteService: NoteService {
    struct Unused: Error {}
    func notes(offset: Int, limit: Int) async throws -> Page<Note> { throw Unused() }
    func save(_ note: Note) async throws -> Note { throw Unused() }
  }

  /// The notes app of MVPRestoration's examples runs as documented: launch, navigate, save, a
  /// kill and a relaunch, a link, a swipe back.
  @MainActor
  @Suite struct AppRestorationExampleTests {
    let store = InMemoryRestorationStore()

    @Test func theNotesAppComesBackWhereTheUserLeftIt() throws {
      let controller = UINavigationController()
      let app = NotesApp(controller: controller, service: UnusedNoteService(), store: store)
      app.launch()
      let list = try #require(controller.viewControllers.first as? NoteScreenController)
      list.select(noteID: 3)
      #expect(app.navigator.stack == [.notes, .note(id: 3)])
      app.enterBackground()

      let relaunched = UINavigationController()
      let again = NotesApp(controller: relaunched, service: UnusedNoteService(), store: store)
      again.launch()
      #expect(again.navigator.stack == [.notes, .note(id: 3)])
      #expect(
        relaunched.viewControllers.compactMap { ($0 as? NoteScreenController)?.noteID } == [3])
    }

    @Test func aLinkOpensANoteAndABadOneChangesNothing() throws {
      let controller = UINavigationController()
      let app = NotesApp(controller: controller, service: UnusedNoteService(), store: store)
      app.launch()
      app.open(try #require(URL(string: "https://notes.example/notes/8")))
      #expect(app.navigator.stack == [.notes, .note(id: 8)])
      app.open(try #require(URL(string: "notes://notes/eight")))
      #expect(app.navigator.stack == [.notes, .note(id: 8)])
      let note = try #require(controller.viewControllers.last as? NoteScreenController)
      note.back()
      #expect(app.navigator.stack == [.notes])
    }
  }
#endif
