/// What the client changed while the one page request of a ``PagingState`` in flight ran: the
/// server may have computed the answer before or after each change, so the answer is read in the
/// light of them.
///
/// - A removal (a delete the server confirmed) that the answer still lists, or that may be among
///   the items the answer left out (omitted by a filter, not decodable), predates the answer's
///   offsets: they count the removed item, so the follow-up offset moves back past it. A removal
///   the answer does not list is reflected in it already (or the item lies beyond the page).
/// - An edit (a replacement or an insertion, after a save) wins over the answer's copy of the item:
///   the answer may predate the save.
struct InFlightChanges<Item: Identifiable> {
  // Empty values made with `init()`, not literals: in generic code a literal looks up the
  // metadata of its element (the `(key, value)` tuple of a dictionary) each time.
  /// The items removed while the request ran.
  private var removed = Set<Item.ID>()
  /// The items replaced or inserted while the request ran, as the client has them.
  private var edited = [Item.ID: Item]()

  /// Records that the server confirmed the deletion of the item with `id`.
  ///
  /// - Parameter id: The deleted item's identity.
  mutating func recordRemoval(of id: Item.ID) {
    removed.insert(id)
    edited[id] = nil
  }

  /// Records that the client saved `item`.
  ///
  /// - Parameter item: The item as saved.
  mutating func recordEdit(_ item: Item) {
    edited[item.id] = item
  }

  /// The client's copy of `item` when it was edited while the request ran, else `item`.
  ///
  /// - Parameter item: An item of the answer.
  /// - Returns: The item to show.
  func latest(_ item: Item) -> Item {
    edited[item.id] ?? item
  }

  /// How many of the removals `page` predates: those it still lists, and as many of the others as
  /// it left out items they could be among.
  ///
  /// - Parameter page: The answer to the request.
  /// - Returns: By how much the answer's offsets count items the server no longer has, at most.
  func removalsPredating(_ page: Page<Item>) -> Int {
    guard !removed.isEmpty else { return 0 }
    let listed = Set(page.items.lazy.map(\.id).filter(removed.contains)).count
    return listed + min(removed.count - listed, page.skippedCount + page.omittedCount)
  }
}

extension InFlightChanges: Sendable where Item: Sendable, Item.ID: Sendable {}
