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
  ///   (`hideLoading()`, `endRefreshing()` or `hideLoadingMore()`) before the rows show.
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
    let difference = ListDifference(from: paging.items, ids: paging.shownIDs, to: items)
    let hadRows = !paging.items.isEmpty
    if isLoading {
      // The read in flight is superseded; one a detach interrupted does not resume.
      screen.tasks.cancel(key)
      interrupted = nil
    }
    automaticPages.count = 0
    if !difference.isEmpty { kernel.freezeSnapshots() }
    kernel.state.replaceAll(with: difference)
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
