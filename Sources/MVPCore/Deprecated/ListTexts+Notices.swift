extension ListTexts {
  /// Removed: a list loader no longer shows the notice of items that could not be decoded.
  @available(
    *, unavailable,
    message: "keep the notice in your feature and send it from PagedListLoader.observe(_:)"
  )
  public var skippedItems: ((Int) -> String)? { nil }

  /// Removed: a list loader no longer shows the notice of rows from a saved copy.
  @available(
    *, unavailable,
    message: "keep the notice in your feature and send it from PagedListLoader.observe(_:)"
  )
  public var savedCopy: ((SavedCopyStatus) -> String)? { nil }

  /// Removed: the texts no longer carry the notices.
  ///
  /// - Parameters:
  ///   - empty: The empty state's message.
  ///   - errorTitle: The error state's title.
  ///   - errorMessage: The sentence for a failure.
  ///   - skippedItems: The removed notice of items that could not be shown.
  ///   - savedCopy: The removed notice of rows from a saved copy.
  @available(
    *, unavailable, renamed: "init(empty:errorTitle:errorMessage:)",
    message:
      "drop skippedItems: and savedCopy:; send those notices from PagedListLoader.observe(_:)"
  )
  public init(
    empty: String, errorTitle: String? = nil,
    errorMessage: @escaping (ServiceError) -> String = { $0.userMessage },
    skippedItems: ((Int) -> String)?, savedCopy: ((SavedCopyStatus) -> String)? = nil
  ) {
    fatalError("unavailable")
  }
}
