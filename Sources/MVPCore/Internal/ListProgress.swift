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
    loading = ProgressIndicator(
      ScreenKey("\(key).loading"), show: { rendering.showLoading(on: $0) },
      hide: { rendering.hideLoading(on: $0) })
    loadingMore = ProgressIndicator(
      ScreenKey("\(key).loadingMore"), show: { rendering.showLoadingMore(on: $0) },
      hide: { rendering.hideLoadingMore(on: $0) })
    refreshing = ProgressIndicator(
      ScreenKey("\(key).refresh"), show: { _ in }, hide: { rendering.endRefreshing(on: $0) })
  }

  /// Shows the indicators the requests in flight (or interrupted) call for.
  ///
  /// - Parameters:
  ///   - first: Whether a first load runs.
  ///   - refresh: Whether a refresh runs.
  ///   - next: Whether a next page loads (full screen while `nothingShown`).
  ///   - nothingShown: Whether the list has no row.
  ///   - binding: The screen's binding.
  func update(
    first: Bool, refresh: Bool, next: Bool, nothingShown: Bool, in binding: ViewBinding<View>
  ) {
    refreshing.set(refresh, in: binding)
    loadingMore.set(next && !nothingShown, in: binding)
    loading.set(first || (next && nothingShown), in: binding)
  }
}
