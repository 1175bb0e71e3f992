import MVPCore
import MVPTestSupport
import Testing

// The checker article's writes and server model, on the notes list of the articles' examples.
// The article quotes this file; DocExamplesAreCompiledTests checks that it does.

/// The notes service as stubs: pages (a read) and saves (a write).
struct StubNoteService: NoteService {
  let pages = AsyncStub<PageRequest, Page<Note>>()
  let saves = AsyncStub<Note, Note>()

  func notes(offset: Int, limit: Int) async throws -> Page<Note> {
    try await pages.call(PageRequest(offset: offset, limit: limit))
  }
  func save(_ note: Note) async throws -> Note { try await saves.call(note) }

  /// A page's offset and limit, as the stub records them.
  struct PageRequest: Equatable, Sendable {
    let offset: Int
    let limit: Int
  }
}

/// The notes view the checker attaches: MVPCore's list calls, and the saving indicator.
final class CheckedNotesView: RecordingListView<NoteRow>, NotesView {
  func showSaving() { recordOwn("showSaving", effect: .showProgress("saving")) }
  func hideSaving() { recordOwn("hideSaving", effect: .hideProgress("saving")) }
  func showSaveError(_ message: String) { recordOwn(message, effect: .message(message)) }
  func showTitle(_ title: String) { recordOwn(title, effect: .other) }
}

/// The notes list under the checker, answered from a model of the server's notes, its save a
/// write intent.
@MainActor @Suite struct NotesCheckerExampleTests {
  static func checker() -> PresenterChecker<NotesPresenter, CheckedNotesView> {
    PresenterChecker(
      presenter: { server in
        let service = StubNoteService()
        let notes = server.collection(
          (1...30).map { Note(id: $0, text: "Note \($0)") }, row: NoteRow.init,
          newItem: { Note(id: 100 + $0, text: "Someone else's note \($0)") })
        server.answers(service.pages, from: notes) { request in
          notes.page(offset: request.offset, limit: request.limit)  // read when it arrives
        }
        server.answers(service.saves) { note in
          notes.replace(note)  // the server keeps the save when it answers with success
          return note
        }
        return NotesPresenter(service: service)
      },
      view: { _ in CheckedNotesView() },
      intents: .list() + [
        .row("edit and save row", role: .write) { presenter, row in
          guard let note = presenter.list.item(at: row) else { return }
          presenter.save(Note(id: note.id, text: note.text + "!"))
        }
      ])
  }

  /// Found by this check (seed 37): a note saved while a pull to refresh is in flight showed its
  /// old text once the refresh answered, with an answer read before the save, while the server
  /// and the history kept the save (`PagedListLoader` kept a removal made during a reload, not a
  /// replacement). Fixed with issue 26's item 4; seed 37 is replayed alone below.
  @Test func notesKeepTheServersRowsAndEverySave() async {
    let report = await Self.checker().run()
    #expect(report.failure == nil)
  }

  @Test func seed37NoLongerUndoesASaveMadeDuringARefresh() async {
    let report = await Self.checker().run(seed: 37)
    #expect(report.failure == nil)
  }
}
