import MVPCore

/// The paging input and position of a list presenter, as the terminal list views use them, so
/// that a ``ListPaging/Call`` is made and the position is read in one place.
extension ListPresenter {
  /// The list's position, for each rendering and command.
  var paging: ListPaging {
    ListPaging(hasMore: list.hasMore, expectedCount: list.expectedCount)
  }

  /// Makes `call`, or nothing when it is `nil`.
  ///
  /// - Parameter call: The paging call a command asked for.
  func send(_ call: ListPaging.Call?) {
    switch call {
    case .loadNextPage?: loadNextPage()
    case .refresh?: refresh()
    case .retry?: retry()
    case nil: break
    }
  }
}
