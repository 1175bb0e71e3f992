extension PagedListLoader {
  /// Replaced by ``init(screen:key:pageSize:fetch:view:row:texts:)``, which the compiler checks:
  /// the old form trapped at the first view call when the view did not adopt the list protocol.
  ///
  /// - Parameters:
  ///   - screen: The presenter's screen lifecycle.
  ///   - key: The task key.
  ///   - pageSize: The most items asked for per page.
  ///   - fetch: Loads one page.
  ///   - row: Makes the row of an item.
  ///   - texts: The list's texts.
  @available(
    *, unavailable, renamed: "init(screen:key:pageSize:fetch:view:row:texts:)",
    message: "pass view: { $0.pagedListView }; the view refines PagedListViewInterface"
  )
  public convenience init<Row>(
    screen: ScreenLifecycle<View>, key: ScreenKey = "list", pageSize: Int,
    fetch: ServiceCall<PageRequest, Page<Item>>, row: @escaping (Item) -> Row, texts: ListTexts
  ) {
    fatalError("unavailable")
  }

  /// Replaced by ``init(screen:key:fetchAll:view:row:texts:)``, which the compiler checks.
  ///
  /// - Parameters:
  ///   - screen: The presenter's screen lifecycle.
  ///   - key: The task key.
  ///   - fetchAll: Loads every item.
  ///   - row: Makes the row of an item.
  ///   - texts: The list's texts.
  @available(
    *, unavailable, renamed: "init(screen:key:fetchAll:view:row:texts:)",
    message: "pass the view's list projection, view: { $0.listView }"
  )
  public convenience init<Row>(
    screen: ScreenLifecycle<View>, key: ScreenKey = "list", fetchAll: ServiceCall<Void, [Item]>,
    row: @escaping (Item) -> Row, texts: ListTexts
  ) {
    fatalError("unavailable")
  }
}
