import Foundation
import MVPCore

#if canImport(UIKit)
  import UIKit
#endif

// The features of the notes app of the article "Restoring an app": a list that opens a note
// through its router, and a note's editor, a form that goes back through its router. Each
// module is built with a view its caller makes: a view controller in the app, a mock view in
// tests (NotesAppTestDoubles.swift).

/// The notes list's routes.
enum NotesListRoute: Equatable {
  case open(noteID: Int)
}

/// The notes list's router protocol.
@MainActor
protocol NotesListRouting: RouterInterface where Route == NotesListRoute {}

/// The notes list's view (its rows are left out of this example).
@MainActor
protocol NotesListView: ViewInterface {}

/// The notes list: the user picks a note, its router opens it.
@MainActor
final class NotesListPresenter: ScreenPresenter {
  let screen = ScreenLifecycle<any NotesListView>()
  private let router: any NotesListRouting

  init(router: any NotesListRouting) {
    self.router = router
  }

  /// The user picked a note.
  func select(noteID: Int) {
    router.navigate(to: .open(noteID: noteID))
  }
}

/// Builds the notes list around the caller's view, which keeps its own type.
enum NotesListModule {
  @MainActor
  static func build<View: NotesListView>(
    router: any NotesListRouting, makeView: (NotesListPresenter) -> View
  ) -> Module<View, NotesListPresenter> {
    let presenter = NotesListPresenter(router: router)
    let view = makeView(presenter)
    presenter.attach(view)
    return Module(view: view, presenter: presenter)
  }
}

/// A note's editor's routes.
enum NoteRoute: Equatable {
  case back
}

/// A note's editor's router protocol.
@MainActor
protocol NoteRouting: RouterInterface where Route == NoteRoute {}

/// The fields of a note's editor.
enum NoteField: Hashable, Sendable {
  case text
}

/// A note's editor.
@MainActor
protocol NoteView: FormViewInterface where Value == Note, Field == NoteField {}

/// A note's editor: a form over the note, whose draft the app keeps when it is killed; it goes
/// back through its router.
@MainActor
final class NotePresenter: ScreenPresenter {
  let screen = ScreenLifecycle<any NoteView>()
  let noteID: Int
  let form: ScreenLifecycle<any NoteView>.Form<Note, NoteField>
  private let router: any NoteRouting

  init(noteID: Int, router: any NoteRouting) {
    self.noteID = noteID
    self.router = router
    form = .init(screen: screen, value: Note(id: noteID, text: ""), view: { $0.formView })
  }

  /// The user typed `text`.
  func edit(_ text: String) {
    form.edit(.text) { $0.text = text }
  }

  /// The user tapped Back.
  func back() {
    router.navigate(to: .back)
  }
}

/// Builds a note's editor around the caller's view, which keeps its own type.
enum NoteModule {
  @MainActor
  static func build<View: NoteView>(
    noteID: Int, router: any NoteRouting, makeView: (NotePresenter) -> View
  ) -> Module<View, NotePresenter> {
    let presenter = NotePresenter(noteID: noteID, router: router)
    let view = makeView(presenter)
    presenter.attach(view)
    return Module(view: view, presenter: presenter)
  }
}

// The features' view controllers, as the app shows them (their controls left out).

final class NotesListViewController: UIViewController, NotesListView {
  let presenter: NotesListPresenter  // strong: the view owns its presenter

  init(presenter: NotesListPresenter) {
    self.presenter = presenter
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError("not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    presenter.viewDidLoad()
  }
}

final class NoteViewController: UIViewController, NoteView {
  let presenter: NotePresenter  // strong: the view owns its presenter

  init(presenter: NotePresenter) {
    self.presenter = presenter
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError("not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    presenter.viewDidLoad()
  }

  func showDraft(_ draft: Note) {}
  func showFieldErrors(_ errors: [NoteField: String]) {}
  func showSaving() {}
  func hideSaving() {}
  func showSaveError(_ message: String) {}
  func showLoading() {}
  func hideLoading() {}
  func showError(message: String, canRetry: Bool) {}
}
