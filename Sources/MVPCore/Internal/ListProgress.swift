/// The three progress indicators of a ``PagedListLoader`` (full screen, below the rows, pull to
/// refresh) as state on the screen's binding: `"<key>.loading"`, `"<key>.loadingMore"` and
/// `"<key>.refresh"`. It holds the indicators and which request kinds keep which one on.
@MainActor
struct ListProgress<View> {
  private let loading: ProgressIndicator<View>
  private let loadingMore: ProgressIndicator<View>
  private let refreshing: ProgressIndicator<View>

  /// Creates the indicators of a loader.
  ///
  /// - Parameters:
  ///   - key: The loader's key.
  ///   - rendering: How the view shows them.
  init<Item>(key: ScreenKey, rendering: any ListRendering<Item, View>) {
    // Five closures share the one object: each captures it alone, so none allocates a context.
    let shared = SharedListRendering(rendering)
    loading = ProgressIndicator(
      key.appending(".loading"), show: { shared.rendering.showLoading(on: $0) },
      hide: { shared.rendering.hideLoading(on: $0) })
    loadingMore = ProgressIndicator(
      key.appending(".loadingMore"), show: { shared.rendering.showLoadingMore(on: $0) },
      hide: { shared.rendering.hideLoadingMore(on: $0) })
    refreshing = ProgressIndicator(
      key.appending(".refresh"), show: { _ in },
      hide: { shared.rendering.endRefreshing(on: $0) })
  }

  /// Shows the indicators the requests in flight (or interrupted) call for: a next page shows
  /// full screen while the list has no row.
  ///
  /// - Parameters:
  ///   - paging: The paging state, with its requests in flight.
  ///   - interrupted: The kind of the request a detach interrupted, which resumes on attach.
  ///   - binding: The screen's binding.
  func update<Item>(
    for paging: PagingState<Item>, interrupted: PageRequest.Kind?, in binding: ViewBinding<View>
  ) {
    let nothingShown = paging.items.isEmpty
    let next = paging.inFlight(.next) != nil || interrupted == .next
    refreshing.set(paging.inFlight(.refresh) != nil || interrupted == .refresh, in: binding)
    loadingMore.set(next && !nothingShown, in: binding)
    loading.set(
      paging.inFlight(.first) != nil || interrupted == .first || (next && nothingShown),
      in: binding)
  }
}
