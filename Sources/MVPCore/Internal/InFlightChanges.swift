/// What the client changed while the one page request of a ``PagingState`` in flight ran: the
/// server may have computed the answer before or after each change, so the answer is read in the
/// light of them.
///
/// A removal (a delete the server confirmed) that the answer still lists, or that may be among the
/// items the answer left out (omitted by a filter, not decodable), predates the answer's offsets:
/// they count the removed item, so the follow-up offset moves back past it. A removal the answer
/// does not list is reflected in it already (or the item lies beyond the page).
struct InFlightChanges<Item: Identifiable> {
  /// The items removed while the request ran.
  private var removed: Set<Item.ID> = []

  /// Records that the server confirmed the deletion of the item with `id`.
  ///
  /// - Parameter id: The deleted item's identity.
  mutating func recordRemoval(of id: Item.ID) {
    removed.insert(id)
  }

  /// How many of the removals `page` predates: those it still lists, and as many of the others as
  /// it left out items they could be among.
  ///
  /// - Parameter page: The answer to the request.
  /// - Returns: By how much the answer's offsets count items the server no longer has, at most.
  func removalsPredating(_ page: Page<Item>) -> Int {
    guard !removed.isEmpty else { return 0 }
    let listed = Set(page.items.lazy.map(\.id).filter(removed.contains)).count
    return listed + min(removed.count - listed, page.skippedItems.count + page.omittedCount)
  }
}

extension InFlightChanges: Sendable where Item: Sendable, Item.ID: Sendable {}
