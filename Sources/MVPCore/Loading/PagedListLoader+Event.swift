extension PagedListLoader {
  /// What a list loader did, for the one observer a feature sets with
  /// ``PagedListLoader/observe(_:)``: the extension point through which features add their own
  /// notices (items that could not be decoded, rows from a saved copy) and follow their rows.
  ///
  /// ```swift
  /// list.observe { [weak self] event in
  ///   guard let self, case .pageShown(let kind, let page) = event,
  ///     let count = skipped.record(page, kind: kind) else { return }
  ///   screen.binding.update(.state("users.skipped")) { $0.showSkippedNotice(notice(count)) }
  /// }
  /// ```
  public enum Event {
    /// A page's answer was applied and the view told (its rows, or the error state of a list the
    /// automatic pages could not fill).
    ///
    /// - Parameters:
    ///   - kind: What the request was for; ``PageRequest/Kind/first`` and
    ///     ``PageRequest/Kind/refresh`` replaced the rows, ``PageRequest/Kind/next`` appended.
    ///   - page: The answer as the service gave it, with anything the service put in it.
    case pageShown(PageRequest.Kind, Page<Item>)

    /// A request failed and the view was told (the error state or a transient message).
    ///
    /// - Parameter error: The failure, classified.
    case failed(ServiceError)

    /// A view was shown rows (all of them, or rows inserted, removed or updated), after it was:
    /// at the update, or when a view attaching later receives them.
    case rowsShown
  }
}

extension PagedListLoader.Event: Sendable {}
