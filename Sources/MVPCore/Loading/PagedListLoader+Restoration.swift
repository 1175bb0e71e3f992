import Foundation

extension PagedListLoader: RestorableWork {
  /// Takes the row the view shows at the top of its visible area, as the user scrolls: the item
  /// in that row is kept, by identity, for the list to come back to after the app is killed.
  /// ``ListPresenter/topRowDidChange(to:)`` calls it.
  ///
  /// What a list keeps when the app saves its state, and how it comes back, on a screen built
  /// again from that state (by MVPRestoration's navigator, or `MVPTestSupport`'s
  /// `RelaunchableModule`):
  /// - **What is kept.** The loaded range: how many of the server's items were loaded (the
  ///   offset the next page would ask for, removals counted). And the item at the top, by
  ///   identity, when `Item.ID` is `Codable`; otherwise only the range. A list that had not
  ///   loaded yet keeps nothing and loads as a fresh one. Items the presenter inserted, removals
  ///   and the pages running are not kept: the server is the truth.
  /// - **The restored load.** `viewDidLoad`'s first load asks for the whole range in one
  ///   request: a ``PageRequest/Kind/first`` request with `offset` 0 and `limit` the range
  ///   rounded up to whole pages (at most ``automaticPageLimit`` pages), with the full-screen
  ///   loading indicator, as any first load. Its answer shows the rows, and paging goes on from
  ///   what it answered: a server that answers fewer items leaves the rest to the next pages.
  /// - **The top item.** After the restored rows were shown to a view (at once, or when a view
  ///   attaches), a view that adopts ``ScrollingListViewInterface`` is sent
  ///   `scrollToRow(at:)` once, with the item's row at that moment, when the item is still in
  ///   the list. When it is not (deleted meanwhile, beyond what the server answered), nothing is
  ///   sent and the list shows from its first row: where a gone item was says nothing reliable
  ///   about the rows the server lists now. A view that does not scroll writes nothing.
  /// - **Reads start again.** A first page, next page or refresh that was running when the app
  ///   saved is not resumed as such: the restored list loads at `viewDidLoad` as a fresh one
  ///   does, so no progress shows for a request that died with the app. With a next page
  ///   running, the range is what was loaded before it; the view asks for the next page again
  ///   when it reaches the bottom.
  /// - **Failure.** A failed restored load is the error state with retry, as any first load;
  ///   the restored range and top item are then forgotten: a retry, a pull to refresh or a next
  ///   page after it behaves as usual (a retry asks for the first page). A refresh during the
  ///   restored load restarts it, with the same range.
  /// - **Saved again.** A list saved again while its restored load runs keeps the same range
  ///   and top item.
  ///
  /// A screen built outside a restoration keeps nothing and this call does nothing.
  ///
  /// - Parameter index: The index of the row at the top of the view's visible area; a stale or
  ///   out-of-range index is ignored.
  public func topRowDidChange(to index: Int) {
    guard screen.restoration != nil, let item = item(at: index) else { return }
    listPlace().top = item.id
  }

  /// The loader's ``key``: a screen's loaders have unique keys.
  package var restorationKey: ScreenKey { key }

  /// The loaded range and the top item, or `nil` while nothing is loaded (nor being restored).
  package func restorationState() throws -> Data? {
    let loaded = paging.isLoaded ? paging.offsetOfNextPage : (paging.firstLimit ?? 0)
    guard loaded > 0 else { return nil }
    let place = kernel.place
    return try SavedListPlace<Item.ID>.encode(loaded: loaded, top: place?.top ?? place?.restoredTop)
  }

  /// Makes the first load ask for the saved range, and the restored rows scroll to the saved top
  /// item.
  package func restore(from data: Data) throws {
    let saved = try SavedListPlace<Item.ID>.decode(data)
    kernel.state.firstLimit = Self.restoredLimit(loaded: saved.loaded, pageSize: pageSize)
    if let top = saved.top { listPlace().restoredTop = top }
  }

  /// The limit of the restored first load: `loaded` rounded up to whole pages of `pageSize`, at
  /// least one page and at most ``automaticPageLimit`` pages; saturates instead of overflowing.
  package static func restoredLimit(loaded: Int, pageSize: Int) -> Int {
    let (whole, rest) = max(0, loaded).quotientAndRemainder(dividingBy: pageSize)
    let pages = min(max(1, whole + (rest > 0 ? 1 : 0)), automaticPageLimit)
    let (limit, overflow) = pageSize.multipliedReportingOverflow(by: pages)
    return overflow ? Int.max : limit
  }

  /// Follows a restored list to its first rows: scrolls to the saved top item once those rows
  /// were shown to a view, or forgets it when an answer or a failure left it out.
  ///
  /// - Parameter event: What the loader just did.
  func restorePlace(after event: Event) {
    guard let place = kernel.place, let target = place.restoredTop else { return }
    switch event {
    case .rowsShown:
      // Rows shown before the restored answer (an inserted item) are not the restored rows.
      guard paging.isLoaded else { return }
      place.restoredTop = nil
      guard paging.index(of: target) != nil else { return }
      place.top = target
      let kernel = self.kernel
      screen.binding.update(.drop) { view in
        if let index = kernel.state.index(of: target) { kernel.scrollToRow(at: index, on: view) }
      }
    case .pageShown, .failed:
      if paging.index(of: target) == nil { place.restoredTop = nil }
    }
  }

  /// The place of the user in the list, made on first use.
  private func listPlace() -> ListPlace<Item.ID> {
    if let place = kernel.place { return place }
    let place = ListPlace<Item.ID>()
    kernel.place = place
    return place
  }
}
