// expect: pass
// A feature's own notice through the loader's one observer: the count of items that could not
// be decoded, told after the rows it is about.
import DummyJSON
import MVPCore

@MainActor protocol BooksView: PagedListViewInterface where Row == String {
  func showSkippedNotice(_ notice: String?)
}

@MainActor final class BooksPresenter {
  let screen = ScreenLifecycle<any BooksView>()
  let list: PagedListLoader<Book, any BooksView>
  private var skipped = SkippedItems()

  init(service: @escaping @Sendable (PageRequest) async throws -> Page<Book>) {
    list = PagedListLoader(
      screen: screen, pageSize: 30, fetch: .async { try await service($0) },
      view: { $0.pagedListView }, row: \.title, texts: ListTexts(empty: "No books yet."))
    list.observe { [weak self] event in
      guard let self, case .pageShown(let kind, let page) = event,
        let count = skipped.record(page, kind: kind)
      else { return }
      screen.binding.update(.state("list.skipped")) {
        $0.showSkippedNotice(count > 0 ? "\(count) books could not be shown." : nil)
      }
    }
  }
}

struct Book: Identifiable, Sendable {
  let id: Int
  let title: String
}
