import MVPCore

/// The keys under which ``GoodsListPresenter`` runs its work in `GoodsListPresenter.tasks`.
/// Cart additions are writes that run side by side under no key.
public enum GoodsListKeys {
  /// Page loads: the first page, a refresh or the next page; at most one runs (a read).
  public static let pages: ScreenKey = "goods"
  /// The sleep until the next moment a shown product's flash sale starts or ends, when the rows
  /// are priced again (a read).
  public static let saleBoundary: ScreenKey = "goods.saleBoundary"
  /// The state of the notice of products that could not be shown (`showSkippedNotice(_:)`).
  public static let skippedNotice: ScreenKey = "goods.skipped"
  /// The state of the notice of goods saved on the device (`showSavedNotice(_:)`).
  public static let savedNotice: ScreenKey = "goods.saved"
}
