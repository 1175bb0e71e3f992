/// The loading lifecycle of a paginated list screen: first load, retry, pull to refresh, next
/// page, removals and replacements by identity, and resuming after a detach, with the paging rules
/// below and the contract of ``ScreenLifecycle``.
///
/// A ``ListPresenter`` owns one; it drives a view that adopts ``PagedListViewInterface`` (or, for
/// a list without paging, ``ListViewInterface``) through a compile-checked projection, a row
/// mapping and ``ListTexts`` (see ``init(screen:key:pageSize:fetch:view:row:texts:)``).
///
/// The rules it applies (<doc:ScreenLoadingLifecycle> tells them with examples):
/// - **Loads.** ``load()`` loads the first page once; ``retry()`` loads it again while no row is
///   shown and nothing loads; ``refresh()`` reloads, superseding a next page, restarting a first
///   load in flight, joining a refresh in flight; ``loadNextPage()`` loads the next page when
///   more items exist and nothing loads.
/// - **Progress is state.** The indicators are ``ProgressIndicator``s: a view attached at any
///   moment shows the progress that is true then.
/// - **Errors.** While no row is shown a failure is the error state with retry; while rows are
///   shown, a transient message (queued for a visible view). Cancellation the loader asked for is
///   never shown; any other failure is.
/// - **Identity.** ``insert(_:keepingAcrossReloads:)``, ``append(_:keepingAcrossReloads:)``,
///   ``remove(id:)`` and ``replace(_:)`` act at once, by identity: a removed item never comes
///   back, the paging offset stays right whether a page in flight was answered before or after
///   the change, and an answer that predates a save shows the item as saved. A list left without
///   rows while the server has more loads the next page by itself, up to
///   ``automaticPageLimit`` pages in a row, then shows the error state.
/// - **Detach and attach.** Reads in flight are cancelled on detach, resumed on attach.
/// - **A live source** feeds a list whole instead of pages: the `updates:` and `observe:`
///   initializers (`PagedListLoader+LiveSource.swift` states their rules).
/// - **Feature notices** (undecodable items, a saved copy) come from ``Event``s (``observe(_:)``).
/// - **Restoration.** On a screen built again after the app was killed, the first load brings
///   back the rows that were loaded, in one request, and a view that scrolls
///   (``ScrollingListViewInterface``) is scrolled back to the item that was at its top; reads
///   that were running start afresh (the rules: ``topRowDidChange(to:)``).
///
/// View updates: rows, empty and error are the state `"<key>.content"`, messages `.queue`, the
/// indicators the states `"<key>.loading"`, `"<key>.loadingMore"` and `"<key>.refresh"`.
@MainActor
public final class PagedListLoader<Item: Identifiable & Sendable, View>: ScreenWork {
  /// The most pages loaded automatically in a row to fill a list left without rows.
  public static var automaticPageLimit: Int { 20 }

  /// The key the loader's reads run under in the screen's ``TaskScope`` (`<key>` above).
  public let key: ScreenKey

  /// The feature's observer (``observe(_:)``); `nil` by default.
  var observer: (@MainActor (Event) -> Void)?
  let screen: ScreenLifecycle<View>
  private let fetch: ServiceCall<PageRequest, Page<Item>>
  /// The paging state, the rendering and the indicators, shared with the row snapshots kept for
  /// later views (one object for all of them).
  let kernel: ListKernel<Item, View>
  var interrupted: PageRequest.Kind?
  var automaticPages: AutomaticPages
  /// The live source of a list fed by one (`PagedListLoader+LiveSource.swift`), else `nil`.
  var live: LiveSubscription<[Item]>?

  /// Creates a loader with nothing loaded, registered with `screen` for detach and attach.
  ///
  /// - Parameters:
  ///   - screen: The presenter's screen lifecycle; held strongly.
  ///   - key: The task key its reads run under, unique among the screen's loaders; defaults to
  ///     `"list"`.
  ///   - pageSize: The most items asked for per page; values below 1 are raised to 1.
  ///   - fetch: Loads one page for a ``PageRequest`` (its `offset` and `limit`), a read.
  ///   - rendering: How the view shows the list.
  package init(
    screen: ScreenLifecycle<View>,
    key: ScreenKey = "list",
    pageSize: Int,
    fetch: ServiceCall<PageRequest, Page<Item>>,
    rendering: some ListRendering<Item, View>
  ) {
    self.screen = screen
    self.key = key
    self.fetch = fetch
    self.kernel = RenderedListKernel(pageSize: pageSize, key: key, rendering: rendering)
    self.automaticPages = AutomaticPages(limit: Self.automaticPageLimit)
    screen.register(self)
    kernel.owner = self
  }

  /// The paging state, read in place: a copy would cost one retain per stored collection.
  var paging: PagingState<Item> { _read { yield kernel.state } }

  /// The items shown, in row order.
  public var items: [Item] { paging.items }

  /// The most items asked for per page.
  public var pageSize: Int { paging.pageSize }

  /// Sets the one observer of the loader's ``Event``s: the extension point through which a
  /// feature adds what its view shows besides the rows (notices, rows priced by time). An update
  /// it sends through the screen's binding reaches the view after the rows it is about.
  ///
  /// - Parameter observer: Called on the main actor; it replaces any observer set before. Hold
  ///   the presenter weakly in it: the loader keeps it.
  public func observe(_ observer: @escaping @MainActor (Event) -> Void) {
    self.observer = observer
  }

  /// Tells the observer that a view was shown rows; the kernel calls it after each showing.
  func notifyRowsShown() {
    notify(.rowsShown)
  }

  /// Tells the observer, if any, of `event`.
  func notify(_ event: Event) {
    if kernel.place != nil { restorePlace(after: event) }
    observer?(event)
  }

  /// Whether a first page or refresh has been answered.
  public var isLoaded: Bool { paging.isLoaded }

  /// Whether the server has more items than those received.
  public var hasMore: Bool { paging.hasMore }

  /// The rows the list will have once every page is loaded, as far as the last answer tells
  /// (removed and undecodable items not counted; `nil` before it): "rows 41–60 of 194".
  public var expectedCount: Int? { paging.expectedCount }

  /// Whether a page request is in flight, or was interrupted by a detach and resumes on attach;
  /// for a live source, whether its loading indicator is shown (no rows yet).
  public var isLoading: Bool { paging.isLoading || interrupted != nil || kernel.awaitsFirstValue }

  /// The item in row `index` as the view knows it, resolved now.
  ///
  /// - Parameter index: A row index from the view; may be stale or out of range.
  /// - Returns: The item, or `nil` when `index` is not a row.
  public func item(at index: Int) -> Item? {
    paging.items.indices.contains(index) ? paging.items[index] : nil
  }

  /// The item with `id`, if shown.
  ///
  /// - Parameter id: The item's identity.
  /// - Returns: The item, or `nil`.
  public func item(id: Item.ID) -> Item? {
    paging.index(of: id).map { paging.items[$0] }
  }

  /// Loads the first page, showing the full-screen indicator; does nothing once rows are loaded
  /// or while a load runs. The screen calls it at `viewDidLoad`.
  public func load() {
    if let live { return live.load(in: screen.tasks, attached: screen.isAttached) }
    guard !paging.isLoaded, !isLoading else { return }
    beginAsked(.first)
  }

  /// Loads the first page again after the error state's retry; does nothing while rows are
  /// shown or a load runs.
  public func retry() {
    if let live { return live.retry(in: screen.tasks, attached: screen.isAttached) }
    guard paging.items.isEmpty, !isLoading else { return }
    beginAsked(.first)
  }

  /// Reloads from the first page (pull to refresh), superseding a next page in flight. While the
  /// first load runs, the indicator the view started ends at once and the first load starts
  /// again (its answer may predate what the user refreshes for, such as an item added
  /// elsewhere); while another refresh runs, the pull joins it and its indicator ends when that
  /// refresh does.
  public func refresh() {
    if let live { return refresh(live) }
    if paging.inFlight(.refresh) != nil || interrupted == .refresh { return }
    guard paging.inFlight(.first) == nil, interrupted != .first else {
      // Answers the view's gesture at once; the first load keeps its progress and starts again,
      // so its answer is no older than the pull (an interrupted one restarts on attach).
      kernel.endRefreshing(in: screen.binding)
      if interrupted == nil {
        kernel.state.cancelAll()
        beginAsked(.first)
      }
      return
    }
    beginAsked(.refresh)
  }

  /// Loads the next page when the view reached the bottom of the list; does nothing while any
  /// page loads, before the first page, or when no more items exist.
  public func loadNextPage() {
    guard !isLoading, paging.hasMore else { return }
    beginAsked(.next)
  }

  /// Removes the item with `id` after the server confirmed its deletion, wherever it is by then.
  ///
  /// A next page in flight that the removal would make skip an item (its answer may be computed
  /// after the delete, one item late) is asked for again from the corrected offset; its indicator
  /// stays on.
  ///
  /// - Parameter id: The deleted item's identity.
  /// - Returns: The row index it had, or `nil` when it was not shown (later pages skip it).
  @discardableResult
  public func remove(id: Item.ID) -> Int? {
    if paging.index(of: id) != nil { kernel.freezeSnapshots() }
    let nextInFlight = paging.inFlight(.next) != nil
    let removed = kernel.state.remove(id: id)
    if nextInFlight, paging.inFlight(.next) == nil { askNextPageAgain() }
    guard let index = removed else { return nil }
    let snapshot = paging.items
    if snapshot.isEmpty {
      updateProgress()
      if isStalled {
        kernel.show(automaticPages.stalledError, in: screen.binding)
      } else {
        kernel.showContent(in: screen.binding)
      }
    } else {
      kernel.publishRows(in: screen.binding) { $0.removeRow(at: index, on: $1) }
    }
    fillIfEmpty()
    return index
  }

  /// Replaces the shown item that has `item`'s identity (an edit saved elsewhere).
  ///
  /// While a page loads, its answer shows the item as saved, even when it is not shown yet: the
  /// answer may predate the save.
  ///
  /// - Parameter item: The changed item.
  /// - Returns: Its row index, or `nil` when no item with that identity is shown.
  @discardableResult
  public func replace(_ item: Item) -> Int? {
    // A removed item is never among the rows, so it cannot be replaced back into them.
    if paging.index(of: item.id) != nil { kernel.freezeSnapshots() }
    guard let index = kernel.state.replace(item) else { return nil }
    kernel.publishRows(in: screen.binding) { $0.updateRow(at: index, with: item, on: $1) }
    return index
  }

  // MARK: - ScreenWork

  /// Remembers the page request the detach interrupted; its indicator stays shown.
  public func viewDidDetach() {
    let request = paging.inFlight(.first) ?? paging.inFlight(.refresh) ?? paging.inFlight(.next)
    if let request { interrupted = request.kind }
    kernel.state.cancelAll()
    live?.viewDidDetach()
  }

  /// Restarts the page request a detach interrupted.
  public func viewDidAttach() {
    live?.viewDidAttach(in: screen.tasks)
    resubscribeAfterFailure()
    guard let kind = interrupted else { return }
    interrupted = nil
    begin(kind)
  }

  // MARK: - Requests

  /// Begins a request the user asked for: automatic pages are counted afresh.
  private func beginAsked(_ kind: PageRequest.Kind) {
    automaticPages.count = 0
    begin(kind)
  }

  private func begin(_ kind: PageRequest.Kind) {
    interrupted = nil
    guard let request = kernel.state.begin(kind) else {
      updateProgress()
      return
    }
    updateProgress()
    fetch.run(
      in: screen.tasks, key: key, role: .read, input: request, owner: self,
      then: { loader, result in loader.finish(request, result) })
  }

  private func finish(_ request: PageRequest, _ result: Result<Page<Item>, any Error>) {
    switch result {
    case .success(let page):
      // Appending keeps every kept snapshot right; a reload replaces the rows.
      if request.kind != .next { kernel.freezeSnapshots() }
      guard let update = kernel.state.complete(request, with: page) else { return }
      if !paging.items.isEmpty { automaticPages.count = 0 }
      // Progress ends before the content shows, unless a further page follows at once to fill
      // a list left without rows (then its own request keeps the indicator on).
      let fills = willFill
      if !fills { updateProgress() }
      if isStalled {
        kernel.show(automaticPages.stalledError, in: screen.binding)
        notify(.pageShown(request.kind, page))
        return
      }
      kernel.show(update, fills: fills, in: screen.binding)
      notify(.pageShown(request.kind, page))
      fillIfEmpty()
    case .failure(let failure):
      guard kernel.state.fail(request) else { return }
      updateProgress()
      let error = ServiceError(classifying: failure)
      kernel.show(error, in: screen.binding)
      notify(.failed(error))
    }
  }

  /// Asks again for the next page a removal superseded, or ends its request when nothing is left.
  private func askNextPageAgain() {
    begin(.next)
    if paging.inFlight(.next) == nil { screen.tasks.cancel(key) }
  }

  /// Loads the next page by itself while no row is shown but the server has more.
  private func fillIfEmpty() {
    guard willFill else { return }
    automaticPages.count += 1
    begin(.next)
  }

  /// Whether the list has no row while the server has more and nothing loads, and another page
  /// loads by itself (``willFill``) or the automatic pages gave up (``isStalled``).
  private var isLeftWithoutRows: Bool { paging.items.isEmpty && paging.hasMore && !isLoading }
  private var willFill: Bool { isLeftWithoutRows && !automaticPages.gaveUp }
  private var isStalled: Bool { isLeftWithoutRows && automaticPages.gaveUp }

  func updateProgress() {
    kernel.updateProgress(interrupted: interrupted, in: screen.binding)
  }
}
