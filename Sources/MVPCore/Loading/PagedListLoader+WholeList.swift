extension PagedListLoader where Item: Equatable {
  /// Shows `items` as the whole list, in place of the rows shown: for a list that arrives whole
  /// (a database observer that sends every item again on each change, a feed of snapshots).
  /// The view adopts the same ``ListViewInterface`` or ``PagedListViewInterface`` as for pages;
  /// the changes are found by identity.
  ///
  /// ```swift
  /// screen.keep(store.observeChores { [weak self] chores in self?.list.replaceAll(with: chores) })
  /// ```
  ///
  /// The rules:
  /// - **The rows become the list.** The loader's ``PagedListLoader/items`` become `items`,
  ///   later repeats of an identity dropped (the first is kept, as when a page repeats an item
  ///   already shown). An item
  ///   inserted with ``insert(_:keepingAcrossReloads:)`` or ``append(_:keepingAcrossReloads:)``
  ///   that `items` lacks goes, kept across reloads or not; one that `items` has is the list's
  ///   from then on. An item removed with ``remove(id:)`` that `items` has is shown.
  /// - **Row by row on a paged view.** A view that adopts ``PagedListViewInterface`` (passed
  ///   as `{ $0.pagedListView }`) receives the changes in this order, each index valid for the
  ///   rows it shows at that moment: `removeRow(at:)` for each row that goes, descending;
  ///   `insertRows(_:at:)` for each run of new rows, ascending, a contiguous run in one call;
  ///   `updateRow(at:with:)` for each row that stays whose item changed (by `==`), at its new
  ///   index. A row that moves is removed and inserted again; as few rows move as possible.
  /// - **All rows on a plain list view.** A view seen as a ``ListViewInterface``
  ///   (`{ $0.listView }`) receives `showRows(_:)` with every row, once.
  /// - **Empty, and from no rows.** When `items` is empty, either view receives
  ///   `showEmpty(message:)`. When no row was shown (nothing loaded yet, the empty state, the
  ///   error state), it receives `showRows(_:)` with every row.
  /// - **Nothing changed, nothing sent.** When `items` shows exactly as the rows shown (the same
  ///   identities in the same order, every item `==`), or is empty while the empty state is
  ///   shown, no row call is sent.
  /// - **Later views.** As every change of the rows, the rows are the state `"<key>.content"`:
  ///   a view attached later, or again, receives all of them; a detached screen sends nothing
  ///   until a view attaches.
  /// - **Loads in flight.** The whole list supersedes a first load, refresh or next page in
  ///   flight, or one a detach interrupted, as ``ResourceLoader/show(_:)`` does: its read is
  ///   cancelled, its answer ignored, nothing resumes on attach, and its indicator ends
  ///   (`hideLoading()`, `endRefreshing()` or `hideLoadingMore()`) before the rows show. On a
  ///   list fed by a live source it ends the wait for the first value (`hideLoading()`); the
  ///   subscription goes on.
  /// - **Filter.** With a ``filter``, the rows are the items of `items` it keeps, and `items`
  ///   is kept whole, so that a change of the filter shows it again.
  /// - **Errors.** The error state is replaced by the rows (or the empty state).
  /// - **Paging.** The list is loaded and whole: ``hasMore`` is `false`, ``expectedCount`` is
  ///   the row count, ``load()`` and ``loadNextPage()`` do nothing. ``refresh()`` still asks
  ///   `fetch` from the first page, and its answer replaces the rows.
  /// - **Events.** The observer (``observe(_:)``) receives ``Event/rowsShown`` after a view
  ///   is shown rows, as for any change of the rows.
  ///
  /// Cost: the rows both lists share at their start and end are compared with `==`, not
  /// hashed; the rows between the first and the last change are matched through a dictionary
  /// of identities, and kept rows out of order cost a longest increasing subsequence. So
  /// nothing changed, or one item inserted, removed or changed, is O(n) comparisons; any change
  /// is O(n log n) at worst.
  ///
  /// Call it on the main actor, as every method of the loader.
  ///
  /// - Parameter items: The whole list, top to bottom; identities may repeat (later ones are
  ///   dropped).
  public func replaceAll(with items: [Item]) {
    let rows = kernel.filter.map { items.filter($0) } ?? items
    let difference = ListDifference(from: paging.items, ids: paging.shownIDs, to: rows)
    let hadRows = !paging.items.isEmpty
    kernel.awaitsFirstValue = false
    if paging.isLoading || interrupted != nil {
      // The read in flight is superseded; one a detach interrupted does not resume.
      screen.tasks.cancel(key)
      interrupted = nil
    }
    automaticPages.count = 0
    if !difference.isEmpty { kernel.freezeSnapshots() }
    kernel.state.replaceAll(with: difference, whole: items)
    updateProgress()
    if !hadRows || difference.items.isEmpty {
      // The empty state, the error state or no content was shown, or the rows all go.
      guard !difference.isEmpty || !kernel.showsEmptyState else { return }
      kernel.showContent(in: screen.binding)
    } else if !difference.isEmpty {
      kernel.publishRows(in: screen.binding) { kernel, view in
        Self.apply(difference, through: kernel, on: view)
      }
    }
  }

  /// The filter of a list that arrives whole (a search over it): the rows are the items of the
  /// whole list for which it returns `true`, in their order; `nil` (the default) shows every
  /// item.
  ///
  /// ```swift
  /// func search(_ text: String) {
  ///   list.filter = text.isEmpty ? nil : { $0.title.localizedStandardContains(text) }
  /// }
  /// ```
  ///
  /// The rules:
  /// - **Presenter state, applied to each whole list.** Each value of a live source and each
  ///   ``replaceAll(with:)`` is filtered before it is shown; the loader keeps the latest whole
  ///   list unfiltered. A new value keeps the search.
  /// - **Setting it re-applies it at once** to the kept whole list, by identity and with the
  ///   rules of ``replaceAll(with:)``: the rows that the new filter hides are removed, those it
  ///   shows again inserted. No subscription starts, nothing is fetched. Setting `nil` shows
  ///   every item. Before any whole list, it is kept for the first one.
  /// - **Local changes** (``insert(_:keepingAcrossReloads:)``, ``append(_:keepingAcrossReloads:)``,
  ///   ``remove(id:)``, ``replace(_:)``) change the rows shown (an inserted item shows even when
  ///   the filter would hide it) and the kept whole list: a change of the filter keeps them.
  ///   The next whole list is the truth.
  /// - **Empty.** When the filter keeps no item, the view shows the empty state
  ///   (``ListTexts/empty``).
  /// - **Later views** receive the filtered rows, as every change of the rows.
  /// - **Pages are not filtered.** A list whose rows come from a fetch's pages shows them as
  ///   answered, and a page's answer ends the kept whole list: a page is a part of the server's
  ///   list, so filtering what was received would miss what was not (and a search with paging
  ///   belongs in the fetch's request, followed by ``refresh()``). A filter set on such a list
  ///   applies from the next whole list it is given.
  ///
  /// Threading: set it on the main actor; the loader calls it there, once per item of each
  /// whole list it shows.
  public var filter: ((Item) -> Bool)? {
    get { kernel.filter }
    set {
      kernel.filter = newValue
      if let whole = paging.wholeList { replaceAll(with: whole) }
    }
  }

  /// Sends `difference` to a view that changes single rows: removals, insertions, updates.
  private static func apply(
    _ difference: ListDifference<Item>, through kernel: ListKernel<Item, View>, on view: View
  ) {
    for index in difference.removals { kernel.removeRow(at: index, on: view) }
    let items = difference.items
    for run in difference.insertions {
      kernel.insertItems(Array(items[run]), at: run, on: view)
    }
    for index in difference.updates { kernel.updateRow(at: index, with: items[index], on: view) }
  }
}
