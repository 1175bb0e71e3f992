import Foundation

extension PagedListLoader {
  /// Removed: the loader no longer keeps the items that could not be decoded.
  @available(
    *, unavailable,
    message:
      "collect Page.skippedItems in PagedListLoader.observe(_:) (.pageShown), e.g. with DummyJSON's SkippedItems"
  )
  public var skippedItems: [ItemDecodingFailure] { [] }

  /// Removed: the loader no longer keeps the date of the saved copy its rows came from.
  @available(
    *, unavailable,
    message: "keep the oldest Page.savedAt in PagedListLoader.observe(_:) (.pageShown)"
  )
  public var savedAt: Date? { nil }

  /// Removed: the loader tells its one observer instead.
  @available(
    *, unavailable, renamed: "observe(_:)",
    message: "call list.observe { if case .rowsShown = $0 { ... } }"
  )
  public var didShowRows: (@MainActor () -> Void)? {
    get { nil }
    set {}
  }

  /// Deprecated: shows every row again, each made anew from its item, by replacing each item
  /// with itself (one row update per item).
  @available(
    *, deprecated,
    message: "call replace(_:) with each item whose row changed: it updates that row by identity"
  )
  public func showRowsAgain() {
    for item in items { replace(item) }
  }
}
