// expect: pass
// The fixed form of ListLoaderWithoutListView.swift: a list without paging adopts
// ListViewInterface only, writes none of the paged calls, and passes { $0.listView }.
import MVPCore

struct Note: Identifiable, Sendable { let id: Int }
@MainActor protocol NotesView: ListViewInterface where Row == String {}

@MainActor final class NotesScreen: NotesView {
  func showRows(_ rows: [String]) {}
  func showEmpty(message: String) {}
  func endRefreshing() {}
  func showLoading() {}
  func hideLoading() {}
  func showError(message: String, canRetry: Bool) {}
  func showMessage(_ text: String) {}
}

@MainActor func makeList(screen: ScreenLifecycle<any NotesView>) {
  let list = PagedListLoader<Note, any NotesView>(
    screen: screen, fetchAll: .async { _ in [] }, view: { $0.listView }, row: { "\($0.id)" },
    texts: ListTexts(empty: "No notes."))
  list.remove(id: 1)  // shown as showRows of all rows on a list without row edits
  screen.attach(NotesScreen())
}
