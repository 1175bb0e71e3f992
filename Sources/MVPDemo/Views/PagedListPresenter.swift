/// The paging input and position of a list presenter, as the terminal list views use them: the
/// goods and user list presenters conform, so that a ``ListPaging/Call`` is made and the
/// position is read in one place.
///
/// Threading: main actor only.
@MainActor
protocol PagedListPresenter: AnyObject {
  /// Whether the server has more rows.
  var hasMore: Bool { get }
  /// How many rows the whole list will have, as far as the server said.
  var expectedCount: Int? { get }
  /// Loads the next page.
  func loadNextPage()
  /// Loads the first page again, keeping the rows until it arrives.
  func refresh()
  /// Repeats what failed.
  func retry()
}

extension PagedListPresenter {
  /// The list's position, for each rendering and command.
  var paging: ListPaging {
    ListPaging(hasMore: hasMore, expectedCount: expectedCount)
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
