@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension ListScreenState {
  /// The notice of items that could not be shown: renamed ``skippedNotice``. Deprecated: kept
  /// one release; forwards.
  @available(*, deprecated, renamed: "skippedNotice")
  public var skippedItemsNotice: String? { skippedNotice }
}
