extension PagedListLoader {
  /// Creates a loader for a paged list whose view adopts ``PagedListViewInterface``: the
  /// presenter supplies the view's paged projection, how an item becomes a row and the list's
  /// texts.
  ///
  /// ```swift
  /// list = PagedListLoader(
  ///   screen: screen, pageSize: 30,
  ///   fetch: .async { [service] in try await service.books(offset: $0.offset, limit: $0.limit) },
  ///   view: { $0.pagedListView }, row: BookRow.init, texts: ListTexts(empty: "No books yet."))
  /// ```
  ///
  /// - Parameters:
  ///   - screen: The presenter's screen lifecycle; held strongly.
  ///   - key: The task key its reads run under; defaults to `"list"`.
  ///   - pageSize: The most items asked for per page; values below 1 are raised to 1.
  ///   - fetch: Loads one page for a ``PageRequest`` (its `offset` and `limit`), a read.
  ///   - view: The view as a paged list, `{ $0.pagedListView }`: for a view that does not adopt
  ///     `PagedListViewInterface` the compiler says to adopt it.
  ///   - row: Makes the row of an item.
  ///   - texts: The list's texts.
  public convenience init<Row>(
    screen: ScreenLifecycle<View>,
    key: ScreenKey = "list",
    pageSize: Int,
    fetch: ServiceCall<PageRequest, Page<Item>>,
    view: @escaping (View) -> any PagedListViewInterface<Row>,
    row: @escaping (Item) -> Row,
    texts: ListTexts
  ) {
    self.init(
      screen: screen, key: key, pageSize: pageSize, fetch: fetch,
      rendering: ListViewRendering(paged: view, row: row, texts: texts))
  }

  /// Creates a loader for a list without paging: `fetchAll` answers every item at once. Refresh,
  /// retry, local changes and the error policy are those of a paged list; there is never a next
  /// page, so the view never shows loading more.
  ///
  /// - Parameters:
  ///   - screen: The presenter's screen lifecycle; held strongly.
  ///   - key: The task key its reads run under; defaults to `"list"`.
  ///   - fetchAll: Loads every item, a read.
  ///   - rendering: How the view shows the list.
  package convenience init(
    screen: ScreenLifecycle<View>,
    key: ScreenKey = "list",
    fetchAll: ServiceCall<Void, [Item]>,
    rendering: some ListRendering<Item, View>
  ) {
    self.init(
      screen: screen, key: key, pageSize: Int.max,
      fetch: fetchAll.adapted(
        input: { _ in }, value: { Page(items: $0, offset: 0, total: $0.count) }),
      rendering: rendering)
  }

  /// Creates a loader for a list without paging whose view adopts ``ListViewInterface``. A
  /// local change of the rows (``insert(_:keepingAcrossReloads:)``, ``remove(id:)``,
  /// ``replace(_:)``) shows every row again; a view that adopts ``PagedListViewInterface`` and
  /// passes `{ $0.pagedListView }` receives single-row changes instead.
  ///
  /// ```swift
  /// list = PagedListLoader(
  ///   screen: screen, fetchAll: .async { [gateway] _ in try await gateway.notes() },
  ///   view: { $0.listView }, row: NoteRow.init, texts: ListTexts(empty: "No notes yet."))
  /// ```
  ///
  /// - Parameters:
  ///   - screen: The presenter's screen lifecycle; held strongly.
  ///   - key: The task key its reads run under; defaults to `"list"`.
  ///   - fetchAll: Loads every item, a read.
  ///   - view: The view as a list, `{ $0.listView }`: for a view that does not adopt
  ///     `ListViewInterface` the compiler says to adopt it.
  ///   - row: Makes the row of an item.
  ///   - texts: The list's texts.
  public convenience init<Row>(
    screen: ScreenLifecycle<View>,
    key: ScreenKey = "list",
    fetchAll: ServiceCall<Void, [Item]>,
    view: @escaping (View) -> any ListViewInterface<Row>,
    row: @escaping (Item) -> Row,
    texts: ListTexts
  ) {
    self.init(
      screen: screen, key: key, fetchAll: fetchAll,
      rendering: ListViewRendering(list: view, row: row, texts: texts))
  }

  /// Creates a loader for a list without paging whose view changes single rows
  /// (``PagedListViewInterface``): a local change goes to the row it concerns instead of showing
  /// every row again.
  ///
  /// - Parameters:
  ///   - screen: The presenter's screen lifecycle; held strongly.
  ///   - key: The task key its reads run under; defaults to `"list"`.
  ///   - fetchAll: Loads every item, a read.
  ///   - view: The view as a paged list, `{ $0.pagedListView }`.
  ///   - row: Makes the row of an item.
  ///   - texts: The list's texts.
  public convenience init<Row>(
    screen: ScreenLifecycle<View>,
    key: ScreenKey = "list",
    fetchAll: ServiceCall<Void, [Item]>,
    view: @escaping (View) -> any PagedListViewInterface<Row>,
    row: @escaping (Item) -> Row,
    texts: ListTexts
  ) {
    self.init(
      screen: screen, key: key, fetchAll: fetchAll,
      rendering: ListViewRendering(paged: view, row: row, texts: texts))
  }
}
