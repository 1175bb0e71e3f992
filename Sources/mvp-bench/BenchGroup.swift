/// A group of benchmark rows that `--only` can select.
enum BenchGroup: String, CaseIterable, Sendable {
  /// `PagingState` against a hand-written de-duplicating list, at several pages.
  case paging
  /// `GoodsListPresenter`'s next page against a hand-written list presenter, and
  /// `PagedListLoader.replaceAll(with:)` against a hand-written identity diff.
  case list
  /// Goods cell view models against `String(format:)` cells.
  case cells
  /// `ViewBinding.update` against a weak view called directly.
  case binding
  /// `MainQueueDispatcher` on the main queue and across threads against direct calls.
  case dispatch
  /// Building and releasing the goods list module against a hand-written module.
  case modules
  /// Decoding a products page against plain `JSONDecoder` decoding.
  case decoding
  /// The local goods store: pages saved on the answer's thread, read back offline, and cart
  /// additions, on a database file and in memory, against the same work without a store.
  case store
  /// Peak memory of child processes: the demo, and a presenter paging a large catalogue.
  case memory
}
