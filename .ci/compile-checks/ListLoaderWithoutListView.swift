// expect: error: 'listView' is unavailable: the view protocol must adopt ListViewInterface
// Former trap: a list loader on a view that does not adopt ListViewInterface trapped at its first
// call. Now the projection does not exist on such a view. Fixed form: ListLoaderWithListView.swift.
import MVPCore

struct Note: Identifiable, Sendable { let id: Int }
@MainActor protocol GreetingView: LoadingViewInterface, ErrorViewInterface {}

@MainActor func makeList(screen: ScreenLifecycle<any GreetingView>) {
  _ = PagedListLoader<Note, any GreetingView>(
    screen: screen, fetchAll: .async { _ in [] }, view: { $0.listView }, row: { "\($0.id)" },
    texts: ListTexts(empty: "No notes."))
}
