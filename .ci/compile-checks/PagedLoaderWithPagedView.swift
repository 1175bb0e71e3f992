// expect: pass
// The fixed form of PagedLoaderWithoutPagedView.swift and PagedViewWithoutEndRefreshing.swift:
// the view adopts PagedListViewInterface and implements every call, endRefreshing() included.
import MVPCore

struct Book: Identifiable, Sendable { let id: Int }
@MainActor protocol BooksView: PagedListViewInterface where Row == String {}

@MainActor final class BooksScreen: BooksView {
  func showRows(_ rows: [String]) {}
  func insertRows(_ rows: [String], at indices: Range<Int>) {}
  func removeRow(at index: Int) {}
  func updateRow(at index: Int, with row: String) {}
  func showLoadingMore() {}
  func hideLoadingMore() {}
  func endRefreshing() {}
  func showEmpty(message: String) {}
  func showLoading() {}
  func hideLoading() {}
  func showError(message: String, canRetry: Bool) {}
  func showMessage(_ text: String) {}
}

@MainActor func makeList(screen: ScreenLifecycle<any BooksView>) {
  _ = PagedListLoader<Book, any BooksView>(
    screen: screen, pageSize: 20, fetch: .async { _ in Page(items: [], offset: 0, total: 0) },
    view: { $0.pagedListView }, row: { "\($0.id)" }, texts: ListTexts(empty: "No books."))
  screen.attach(BooksScreen())
}
