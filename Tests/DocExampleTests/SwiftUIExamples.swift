import MVPCore
import MVPScreenState
import Observation

#if canImport(SwiftUI)
  import SwiftUI
#endif

@Observable
@MainActor
final class NotesScreenState: NotesView, ListScreenState {
  let presenter: NotesPresenter  // view → presenter: strong
  let list = ListScreenModel<NoteRow>()
  let messageQueue = TransientMessageQueue()
  private(set) var isSaving = false
  private(set) var saveError: String?
  private(set) var title = ""
  @ObservationIgnored private var appearance = ScreenAppearance()

  init(presenter: NotesPresenter) { self.presenter = presenter }

  // Input, forwarded to the presenter.
  func appear() { appearance.appear(presenter) }
  func disappear() { appearance.disappear(presenter) }
  func retry() { presenter.retry() }
  func refresh() async { await list.refresh { presenter.refresh() } }

  // The screen's own calls; the list's calls come from ListScreenState.
  func showSaving() { isSaving = true }
  func hideSaving() { isSaving = false }
  func showSaveError(_ message: String) { saveError = message }
  func showTitle(_ title: String) { self.title = title }
}

struct NotesScreen: View {
  let state: NotesScreenState  // owned by whoever built the module

  var body: some View {
    List(state.rows) { row in
      Text(row.text)
    }
    .overlay {
      if state.isLoading {
        ProgressView()
      } else if let message = state.errorMessage {
        Button(message) { state.retry() }
      }
    }
    .refreshable { await state.refresh() }  // returns when the presenter ends the refresh
    .onAppear { state.appear() }  // viewDidLoad the first time, then viewWillAppear
    .onDisappear { state.disappear() }
  }
}
