// expect: pass
// One presenter is both a list and a resource presenter: the first loads live in the screen, so
// the two protocols no longer clash, and `View` is inferred from `screen`, `list` and `resource`.
import MVPCore

struct Shelf: Identifiable, Sendable { let id: Int }

@MainActor protocol ShelfView: PagedListViewInterface where Row == String {
  func showCount(_ count: Int)
}

@MainActor final class ShelfPresenter: ListPresenter, ResourcePresenter {
  let screen = ScreenLifecycle<any ShelfView>()
  let list: PagedListLoader<Shelf, any ShelfView>
  let resource: ResourceLoader<Int, any ShelfView>
  private(set) var appearances = 0

  init() {
    list = PagedListLoader(
      screen: screen, pageSize: 20,
      fetch: .async { request in Page(items: [], offset: request.offset, total: 0) },
      view: { $0.pagedListView }, row: { "\($0.id)" }, texts: ListTexts(empty: "No shelves."))
    resource = ResourceLoader(
      screen: screen, fetch: .async { 3 }, view: { $0 }, showValue: { $0.showCount($1) })
  }

  // A hook, not an entry point: the screen has already counted the view as visible.
  func screenWillAppear() { appearances += 1 }
}

@MainActor func retryAndPage(_ presenter: ShelfPresenter) {
  presenter.viewDidLoad()
  presenter.retry()
  presenter.refresh()
  presenter.loadNextPage()
}
