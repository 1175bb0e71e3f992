// expect: error: 'init(screen:key:pageSize:fetch:row:texts:)' has been renamed to 'init(screen:key:pageSize:fetch:view:row:texts:)'
// The list loader initialiser without view: gives a fix-it to the compile-checked one.
import MVPCore

struct Book: Identifiable, Sendable { let id: Int }
@MainActor protocol BooksView: PagedListViewInterface where Row == String {}

@MainActor func makeList(screen: ScreenLifecycle<any BooksView>) {
  _ = PagedListLoader<Book, any BooksView>(
    screen: screen, pageSize: 20, fetch: .async { _ in Page(items: [], offset: 0, total: 0) },
    row: { "\($0.id)" }, texts: ListTexts(empty: "No books."))
}
