/// What a terminal list needs to know from its presenter to say where the user is: whether more
/// rows exist and how long the whole list is. Read by the list view for each rendering and
/// command.
struct ListPaging {
  /// Whether the server has more rows (the presenter's `hasMore`).
  let hasMore: Bool
  /// How many rows the whole list will have, as far as the server said (`expectedCount`).
  let expectedCount: Int?

  /// A paging call for the view to make on its presenter, once the list's state is updated.
  enum Call: Equatable {
    /// `loadNextPage()`.
    case loadNextPage
    /// `refresh()`.
    case refresh
    /// `retry()`.
    case retry
  }
}
