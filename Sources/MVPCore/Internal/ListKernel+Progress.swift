/// The three progress indicators of a ``PagedListLoader`` (full screen, below the rows, pull to
/// refresh) as state on the screen's binding: `"<key>.loading"`, `"<key>.loadingMore"` and
/// `"<key>.refresh"`. Each update sent to the binding captures the kernel alone, so it allocates
/// no context.
extension ListKernel {
  /// Shows and hides the indicators for the paging state, the interrupted request kind and a
  /// live source's wait for its first value, sending only the ones that change (refresh, then
  /// loading more, then loading).
  ///
  /// - Parameters:
  ///   - interrupted: The request kind a detach interrupted, which keeps its indicator on.
  ///   - binding: The screen's binding.
  func updateProgress(interrupted: PageRequest.Kind?, in binding: ViewBinding<View>) {
    let nothingShown = state.items.isEmpty
    let next = state.inFlight(.next) != nil || interrupted == .next
    let refresh = state.inFlight(.refresh) != nil || interrupted == .refresh
    if refresh != refreshing {
      refreshing = refresh
      // Pull to refresh is the view's own gesture: only its end is shown.
      if refresh {
        binding.update(.state(refreshKey)) { _ in }
      } else {
        binding.update(.state(refreshKey)) { [self] in endRefreshing(on: $0) }
      }
    }
    let more = next && !nothingShown
    if more != loadingMore {
      loadingMore = more
      if more {
        binding.update(.state(loadingMoreKey)) { [self] in showLoadingMore(on: $0) }
      } else {
        binding.update(.state(loadingMoreKey)) { [self] in hideLoadingMore(on: $0) }
      }
    }
    let first =
      state.inFlight(.first) != nil || interrupted == .first || (next && nothingShown)
      || awaitsFirstValue
    if first != loading {
      loading = first
      if first {
        binding.update(.state(loadingKey)) { [self] in showLoading(on: $0) }
      } else {
        binding.update(.state(loadingKey)) { [self] in hideLoading(on: $0) }
      }
    }
  }
}
