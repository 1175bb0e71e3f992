// expect: error: 'pagedListView' is unavailable: the view protocol must adopt PagedListViewInterface
// Former trap: a paged list on a view without the paging calls. Now a paged loader demands the
// paged projection, which a ListViewInterface-only view lacks. Fixed form:
// PagedLoaderWithPagedView.swift.
import MVPCore

struct Note: Identifiable, Sendable { let id: Int }
@MainActor protocol NotesView: ListViewInterface where Row == String {}

@MainActor func makeList(screen: ScreenLifecycle<any NotesView>) {
  _ = PagedListLoader<Note, any NotesView>(
    screen: screen, pageSize: 20, fetch: .async { _ in Page(items: [], offset: 0, total: 0) },
    view: { $0.pagedListView }, row: { "\($0.id)" }, texts: ListTexts(empty: "No notes."))
}
