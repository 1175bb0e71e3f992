import Foundation
import MVPCore

// The notes list of the DocC articles' examples: a list screen with work of its own (saving a
// note). The articles quote these files; DocExamplesAreCompiledTests checks that they do.

/// A note, as the service answers it.
struct Note: Identifiable, Equatable, Codable, Sendable {
  let id: Int
  var text: String
}

/// What one row of the notes list shows.
struct NoteRow: Identifiable, Equatable, Sendable {
  let id: Int
  let text: String

  init(_ note: Note) {
    id = note.id
    text = note.text
  }
}

/// Where the notes come from and are saved.
protocol NoteService: Sendable {
  func notes(offset: Int, limit: Int) async throws -> Page<Note>
  func save(_ note: Note) async throws -> Note
}

/// The passive notes screen: a list, a saving indicator and a title.
@MainActor
protocol NotesView: PagedListViewInterface where Row == NoteRow {
  func showSaving()
  func hideSaving()
  func showSaveError(_ message: String)
  func showTitle(_ title: String)
}

@MainActor
final class NotesPresenter: ListPresenter {
  let screen = ScreenLifecycle<any NotesView>()
  let list: PagedListLoader<Note, any NotesView>
  var title = "Notes"
  private let service: any NoteService
  private let saving = ProgressIndicator<any NotesView>(
    "saving", show: { $0.showSaving() }, hide: { $0.hideSaving() })

  init(service: any NoteService) {
    self.service = service
    list = PagedListLoader(
      screen: screen, pageSize: 20,
      fetch: .async { [service] in try await service.notes(offset: $0.offset, limit: $0.limit) },
      view: { $0.pagedListView }, row: NoteRow.init, texts: ListTexts(empty: "No notes yet."))
  }

  func save(_ note: Note) {
    saving.set(true, in: screen.binding)  // state: replayed to a view attached meanwhile
    tasks.perform(
      "save.\(note.id)", role: .write, owner: self,  // a detach does not cancel a write
      work: { [service] in try await service.save(note) },
      then: { presenter, result in presenter.finishSave(result) })
  }

  private func finishSave(_ result: Result<Note, any Error>) {
    saving.set(false, in: screen.binding)  // reaches the next view if none is attached now
    switch result {
    case .success(let note):
      list.replace(note)  // the row shows the saved note
    case .failure(let error):
      let message = ServiceError(classifying: error).userMessage
      screen.binding.update(.queue) { $0.showSaveError(message) }  // once, to a visible view
    }
  }
}

extension NotesPresenter {
  /// The retain-cycle article's two versions of one update.
  func renamed(to newTitle: String) {
    title = newTitle
    // A cycle: the binding keeps the closure, the closure keeps the presenter.
    screen.binding.update(.state("title")) { $0.showTitle(self.title) }
  }

  func renamedWithoutACycle(to newTitle: String) {
    title = newTitle
    let title = self.title  // capture the value, not the presenter
    screen.binding.update(.state("title")) { $0.showTitle(title) }
  }
}

/// Builds the notes module.
enum NotesModule {
  @MainActor
  static func build<View: NotesView>(
    service: any NoteService,
    makeView: (NotesPresenter) -> View
  ) -> Module<View, NotesPresenter> {
    // The module keeps the view's own type, so a navigator of that kind shows it without a cast.
    let presenter = NotesPresenter(service: service)
    let view = makeView(presenter)
    presenter.attach(view)
    return Module(view: view, presenter: presenter)
  }
}
