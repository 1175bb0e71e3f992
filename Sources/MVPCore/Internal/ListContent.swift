/// What a ``PagedListLoader`` shows of its rows on the screen's binding: the rows, the empty
/// state and failures, as the state `"<key>.content"` (a view attaching later receives all rows)
/// or, for a failure while rows stay, a queued message. It holds the binding's screen, the
/// rendering, the shared paging state whose rows it snapshots, the content key, and the call made
/// after each showing of rows to a view.
@MainActor
final class ListContent<Item: Identifiable & Sendable, View> {
  private let screen: ScreenLifecycle<View>
  private let rendering: any ListRendering<Item, View>
  private let shared: SharedPagingState<Item>
  private let contentKey: ScreenKey
  /// Called after each showing of rows to a view; the loader forwards it to its observer.
  var didShowRows: (@MainActor () -> Void)?

  /// Creates the content of a loader's list.
  ///
  /// - Parameters:
  ///   - screen: The screen whose binding receives the updates.
  ///   - key: The loader's key; the content state is `"<key>.content"`.
  ///   - rendering: How the view shows the list.
  ///   - shared: The paging state whose rows are shown.
  init(
    screen: ScreenLifecycle<View>, key: ScreenKey, rendering: any ListRendering<Item, View>,
    shared: SharedPagingState<Item>
  ) {
    self.screen = screen
    self.rendering = rendering
    self.shared = shared
    self.contentKey = key.appending(".content")
  }

  private var paging: PagingState<Item> {
    shared.state
  }

  /// Shows one change of the rows: on a view that changes single rows, `change`; on any other
  /// view, every row again.
  func publishRows(_ change: @escaping (any ListRendering<Item, View>, View) -> Void) {
    let rendering = self.rendering
    publishRows(change: rendering.changesEachRow ? { change(rendering, $0) } : nil)
  }

  /// Makes the current rows the content state: the attached view, which shows the previous
  /// rows, receives `change` (all rows when `change` is `nil`); a later view receives all rows.
  func publishRows(change: ((View) -> Void)?) {
    let snapshot = shared.snapshot()
    let rendering = self.rendering
    let replay: (View) -> Void = { [weak self] in
      rendering.showItems(snapshot.rows, on: $0)
      self?.didShowRows?()
    }
    let shownChange: (View) -> Void =
      change.map { change in
        { [weak self] in
          change($0)
          self?.didShowRows?()
        }
      } ?? replay
    screen.binding.updateState(contentKey, change: shownChange, replay: replay)
  }

  /// Shows every row, or the empty state once an answer said the list has no item.
  func showContent() {
    // Empty only once an answer said so: before it, a list left without rows (its only row, an
    // inserted one, removed during the first load) shows no rows under its loading indicator.
    let rendering = self.rendering
    if paging.items.isEmpty && paging.isLoaded && !paging.hasMore {
      screen.binding.update(.state(contentKey)) { rendering.showEmpty(on: $0) }
    } else {
      let snapshot = shared.snapshot()
      screen.binding.update(.state(contentKey)) { [weak self] in
        rendering.showItems(snapshot.rows, on: $0)
        self?.didShowRows?()
      }
    }
  }

  /// Shows the rows after a page was applied: all of them after a reload or when the list had
  /// none, the appended ones otherwise.
  ///
  /// - Parameters:
  ///   - update: How the rows changed.
  ///   - fills: Whether a further page follows at once to fill a list left without rows (its
  ///     empty state waits for that page).
  func show(_ update: PageUpdate, fills: Bool) {
    switch update {
    case .reloaded:
      showContent()
    case .appended(let range):
      if range.isEmpty {
        // Nothing new to show; a list left without rows shows the end of its fill (empty).
        if paging.items.isEmpty && !fills { showContent() }
      } else if range.lowerBound == 0 {
        showContent()
      } else {
        let added = Array(paging.items[range])
        publishRows { $0.insertItems(added, at: range, on: $1) }
      }
    }
  }

  /// Shows a failure: the error state while no row is shown, else a queued message.
  func show(_ error: ServiceError) {
    let rendering = self.rendering
    if paging.items.isEmpty {
      screen.binding.update(.state(contentKey)) { rendering.showError(error, on: $0) }
    } else {
      screen.binding.update(.queue) { rendering.showFailureMessage(error, on: $0) }
    }
  }

  /// Ends the attached view's pull-to-refresh indicator at once.
  func endRefreshing() {
    screen.binding.update(.drop) { [rendering] in rendering.endRefreshing(on: $0) }
  }
}
