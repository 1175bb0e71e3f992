@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension ListScreenModel {
  /// The notice of items that could not be shown: renamed ``skippedNotice``, as the list view
  /// protocol calls it (`showSkippedNotice`). Deprecated: kept one release; forwards.
  @available(*, deprecated, renamed: "skippedNotice")
  public var skippedItemsNotice: String? { skippedNotice }

  /// Shows or removes the notice of items that could not be shown: renamed
  /// ``showSkippedNotice(_:)``. Deprecated: kept one release; forwards.
  ///
  /// - Parameter notice: The sentence, or `nil` to remove it.
  @available(*, deprecated, renamed: "showSkippedNotice(_:)")
  public func showSkippedItemsNotice(_ notice: String?) {
    showSkippedNotice(notice)
  }
}
