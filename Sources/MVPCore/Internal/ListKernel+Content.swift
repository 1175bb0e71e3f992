/// What a ``PagedListLoader`` shows of its rows on the screen's binding: the rows, the empty
/// state and failures, as the state `"<key>.content"` (a view attaching later receives all rows)
/// or, for a failure while rows stay, a queued message.
extension ListKernel {
  /// Shows one change of the rows: on a view that changes single rows, `change`; on any other
  /// view, every row again.
  func publishRows(
    in binding: ViewBinding<View>, _ change: @escaping (ListKernel<Item, View>, View) -> Void
  ) {
    publishRows(in: binding, change: changesEachRow ? { [self] in change(self, $0) } : nil)
  }

  /// Makes the current rows the content state: the attached view, which shows the previous
  /// rows, receives `change` (all rows when `change` is `nil`); a later view receives all rows.
  func publishRows(in binding: ViewBinding<View>, change: ((View) -> Void)?) {
    let snapshot = self.snapshot()
    // Each closure holds the snapshot alone (or with the change): no context for the replay.
    let replay: (View) -> Void = { snapshot.show(on: $0) }
    let shownChange: (View) -> Void =
      change.map { change in
        {
          change($0)
          snapshot.source.owner?.notifyRowsShown()
        }
      } ?? replay
    binding.updateState(contentKey, change: shownChange, replay: replay)
  }

  /// Shows every row, or the empty state once an answer said the list has no item.
  func showContent(in binding: ViewBinding<View>) {
    // Empty only once an answer said so: before it, a list left without rows (its only row, an
    // inserted one, removed during the first load) shows no rows under its loading indicator.
    showsEmptyState = state.items.isEmpty && state.isLoaded && !state.hasMore
    if showsEmptyState {
      binding.update(.state(contentKey)) { [self] in showEmpty(on: $0) }
    } else {
      let snapshot = self.snapshot()
      binding.update(.state(contentKey)) { snapshot.show(on: $0) }
    }
  }

  /// Shows the rows after a page was applied: all of them after a reload or when the list had
  /// none, the appended ones otherwise.
  ///
  /// - Parameters:
  ///   - update: How the rows changed.
  ///   - fills: Whether a further page follows at once to fill a list left without rows (its
  ///     empty state waits for that page).
  ///   - binding: The screen's binding.
  func show(_ update: PageUpdate, fills: Bool, in binding: ViewBinding<View>) {
    switch update {
    case .reloaded:
      showContent(in: binding)
    case .appended(let range):
      if range.isEmpty {
        // Nothing new to show; a list left without rows shows the end of its fill (empty).
        if state.items.isEmpty && !fills { showContent(in: binding) }
      } else if range.lowerBound == 0 {
        showContent(in: binding)
      } else {
        let added = Array(state.items[range])
        publishRows(in: binding) { $0.insertItems(added, at: range, on: $1) }
      }
    }
  }

  /// Shows a failure: the error state while no row is shown, else a queued message.
  func show(_ error: ServiceError, in binding: ViewBinding<View>) {
    if state.items.isEmpty {
      showsEmptyState = false
      binding.update(.state(contentKey)) { [self] in showError(error, on: $0) }
    } else {
      binding.update(.queue) { [self] in showFailureMessage(error, on: $0) }
    }
  }

  /// Ends the attached view's pull-to-refresh indicator at once.
  func endRefreshing(in binding: ViewBinding<View>) {
    binding.update(.drop) { [self] in endRefreshing(on: $0) }
  }
}
