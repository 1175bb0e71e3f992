/// The three progress indicators of a ``PagedListLoader`` (full screen, below the rows, pull to
/// refresh) as state on the screen's binding: `"<key>.loading"`, `"<key>.loadingMore"` and
/// `"<key>.refresh"`. It holds which indicators are on and which request kinds keep which one on.
///
/// One object per loader, with no closure or indicator object of its own: each update sent to
/// the binding captures this object alone (so it allocates no context), and the three keys are
/// made the first time their indicator changes (a loader that never loads builds no string).
@MainActor
final class ListProgress<Item: Identifiable & Sendable, View> {
  private let key: ScreenKey
  private let rendering: any ListRendering<Item, View>
  private var loading = false
  private var loadingMore = false
  private var refreshing = false
  private lazy var loadingKey = key.appending(".loading")
  private lazy var loadingMoreKey = key.appending(".loadingMore")
  private lazy var refreshKey = key.appending(".refresh")

  /// - Parameters:
  ///   - key: The loader's key; the indicators' keys are made from it.
  ///   - rendering: How the view shows and hides each indicator.
  init(key: ScreenKey, rendering: any ListRendering<Item, View>) {
    self.key = key
    self.rendering = rendering
  }

  /// Shows and hides the indicators for `paging` and the interrupted request kind, sending only
  /// the ones that change (refresh, then loading more, then loading).
  func update(
    for paging: PagingState<Item>, interrupted: PageRequest.Kind?, in binding: ViewBinding<View>
  ) {
    let nothingShown = paging.items.isEmpty
    let next = paging.inFlight(.next) != nil || interrupted == .next
    let refresh = paging.inFlight(.refresh) != nil || interrupted == .refresh
    if refresh != refreshing {
      refreshing = refresh
      // Pull to refresh is the view's own gesture: only its end is shown.
      if refresh {
        binding.update(.state(refreshKey)) { _ in }
      } else {
        binding.update(.state(refreshKey)) { [self] in rendering.endRefreshing(on: $0) }
      }
    }
    let more = next && !nothingShown
    if more != loadingMore {
      loadingMore = more
      if more {
        binding.update(.state(loadingMoreKey)) { [self] in rendering.showLoadingMore(on: $0) }
      } else {
        binding.update(.state(loadingMoreKey)) { [self] in rendering.hideLoadingMore(on: $0) }
      }
    }
    let first = paging.inFlight(.first) != nil || interrupted == .first || (next && nothingShown)
    if first != loading {
      loading = first
      if first {
        binding.update(.state(loadingKey)) { [self] in rendering.showLoading(on: $0) }
      } else {
        binding.update(.state(loadingKey)) { [self] in rendering.hideLoading(on: $0) }
      }
    }
  }
}
