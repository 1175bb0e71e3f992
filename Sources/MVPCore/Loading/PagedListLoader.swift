import Foundation

/// The loading lifecycle of a paginated list screen: first load, retry, pull to refresh, next
/// page, removals and replacements by identity, and resuming after a detach, with the paging rules
/// below and the contract of ``ScreenLifecycle``.
///
/// A ``ListPresenter`` owns one; it drives a view that adopts ``PagedListViewInterface`` (or, for
/// a list without paging, ``ListViewInterface``) through a compile-checked projection, a row
/// mapping and ``ListTexts`` (see ``init(screen:key:pageSize:fetch:view:row:texts:)``).
///
/// The rules it applies:
/// - **Loads.** ``load()`` (`viewDidLoad`) loads the first page once; while it runs or once rows
///   are loaded, more `viewDidLoad`s do nothing. ``retry()`` loads the first page again while no
///   row is shown and nothing loads. ``refresh()`` reloads from the first page, superseding a
///   next page (its indicator ends at once); a refresh pulled while the first load runs ends its
///   indicator at once and starts the first load again, so the reload asked for is not lost;
///   one pulled while another refresh runs joins it (its indicator ends with that refresh). ``loadNextPage()`` loads the next page when more
///   items exist and nothing loads.
/// - **Progress is state.** The full-screen, load-more and refresh indicators are
///   ``ProgressIndicator``s: a view attached at any moment shows the progress that is true then.
/// - **Errors.** While no row is shown a failure is the full-screen error state with retry; while
///   rows are shown it is a transient message (queued for a visible view) and the rows stay.
///   Cancellation the loader asked for (superseded, detached) is never shown; any other failure
///   is, including a cancellation reported by the service.
/// - **Local changes.** ``insert(_:at:keepingAcrossReloads:)`` shows an item the presenter has
///   (added on another screen) at the front or the end at once, without a reload; whether it
///   outlives a reload whose answer lacks it follows the paging rules.
/// - **Identity.** ``remove(id:)`` and ``replace(_:)`` act by identity; a removed item never comes
///   back on a later page and the paging offset stays right (see the paging rules), whether a page
///   in flight was answered before or after the delete: no item is skipped, and a next page in
///   flight that could skip one is asked for again (its indicator stays on). An item saved while a
///   page loads (``replace(_:)``, ``insert(_:at:keepingAcrossReloads:)``) is shown as saved when
///   that page's answer, which may predate the save, lists it. When removals
///   or client-side filtering leave no row while the server has more, the next page loads by
///   itself, so the screen never shows "empty" while items remain. After
///   ``automaticPageLimit`` such pages in a row (counted afresh at each load the user asks for)
///   it gives up with the error state and its retry.
/// - **Detach and attach.** The reads in flight are cancelled on detach and resumed on the next
///   attach, with their indicator still shown; rows are kept.
///
/// - **Items that could not be decoded.** A page's ``Page/skippedItems`` count toward the offset;
///   the view is told how many items of the list could not be shown (after the rows, whenever
///   the count changes; a refresh starts it afresh) and ``skippedItems`` keeps the failures for
///   logs. A page of which no item decodes is the service's error (see
///   `PageValidation.page(decodedItems:skip:total:limit:requestedOffset:)`).
///
/// - **Pages from a copy on the device.** A service that answers from a local copy when the server
///   cannot be reached marks the page with ``Page/savedAt``. The view is told
///   (``SavedCopyStatus``, after the rows, whenever it changes) the oldest such date among the
///   pages answered since the last first load or refresh, and whether the server answers again
///   (it answered the latest page; a failure because it cannot be reached says it does not), and
///   `nil` once a first load or refresh is answered by the server. Rows from the server and from the copy may mix while
///   paging; the notice stays until such a reload.
///
/// View updates: rows, empty and error are the state `"<key>.content"` (the attached view
/// receives inserts, removals and updates; a view attaching later receives all rows); the count
/// of items that could not be shown is the state `"<key>.skipped"`; what the rows hold of a
/// copy is the state `"<key>.saved"`; transient messages are
/// `.queue`; the indicators are the states `"<key>.loading"`, `"<key>.loadingMore"`
/// and `"<key>.refresh"`, where `<key>` is the loader's ``key`` (`list` by default).
@MainActor
public final class PagedListLoader<Item: Identifiable & Sendable, View>: ScreenWork {
  /// The most pages loaded automatically in a row to fill a list left without rows.
  public static var automaticPageLimit: Int { 20 }

  /// The key the loader's reads run under in the screen's ``TaskScope``; tests await it with
  /// `MVPTestSupport`'s `TaskScope.waitUntilFinished(_:)`.
  public let key: ScreenKey

  private let contentKey: ScreenKey
  private let skippedKey: ScreenKey
  /// The skipped-item count the view was last told; 0 before any.
  private var shownSkippedCount = 0
  private let savedKey: ScreenKey
  /// Whether the server answered the latest page (or the latest failure was not about reaching it).
  private var isServerAnswering = true
  /// What the view was last told of the copy; `nil` before any.
  private var shownSavedCopyStatus: SavedCopyStatus?
  private let screen: ScreenLifecycle<View>
  private let fetch: ServiceCall<PageRequest, Page<Item>>
  private let rendering: any ListRendering<Item, View>
  /// The paging state, shared with the row snapshots kept for later views.
  private let shared: SharedPagingState<Item>
  private let loading: ProgressIndicator<View>
  private let loadingMore: ProgressIndicator<View>
  private let refreshing: ProgressIndicator<View>
  private var interrupted: PageRequest.Kind?
  private var automaticPages = 0

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
    rendering: any ListRendering<Item, View>
  ) {
    self.screen = screen
    self.key = key
    self.contentKey = ScreenKey("\(key).content")
    self.skippedKey = ScreenKey("\(key).skipped")
    self.savedKey = ScreenKey("\(key).saved")
    self.fetch = fetch
    self.rendering = rendering
    self.shared = SharedPagingState(PagingState(pageSize: pageSize))
    self.loading = ProgressIndicator(
      ScreenKey("\(key).loading"), show: { rendering.showLoading(on: $0) },
      hide: { rendering.hideLoading(on: $0) })
    self.loadingMore = ProgressIndicator(
      ScreenKey("\(key).loadingMore"), show: { rendering.showLoadingMore(on: $0) },
      hide: { rendering.hideLoadingMore(on: $0) })
    self.refreshing = ProgressIndicator(
      ScreenKey("\(key).refresh"), show: { _ in }, hide: { rendering.endRefreshing(on: $0) })
    screen.register(self)
  }

  // MARK: - State

  private var paging: PagingState<Item> {
    shared.state
  }

  /// The items shown, in row order.
  public var items: [Item] {
    paging.items
  }

  /// The most items asked for per page.
  public var pageSize: Int {
    paging.pageSize
  }

  /// The items of the list shown that the service could not decode, in answer order, for logs
  /// (the view is told only their count).
  public var skippedItems: [ItemDecodingFailure] {
    paging.skippedItems
  }

  /// When the oldest copy among the pages answered since the last first load or refresh was
  /// saved, if a service answered pages from a copy on the device (``Page/savedAt``); `nil` while
  /// every one of those pages came from the server.
  public private(set) var savedAt: Date?

  /// Called on the main actor each time the attached view has been shown rows (all of them, or
  /// rows inserted, removed or updated), after it was; for a presenter whose rows depend on time
  /// (a price during a sale) to schedule their next change. `nil` by default.
  public var didShowRows: (@MainActor () -> Void)?

  /// Whether a first page or refresh has been answered.
  public var isLoaded: Bool {
    paging.isLoaded
  }

  /// Whether the server has more items than those received.
  public var hasMore: Bool {
    paging.hasMore
  }

  /// How many rows the list will have once every page is loaded, as far as the last answer
  /// tells: the rows shown plus the items the server has beyond those received, so removed items
  /// and items that could not be decoded are not counted; `nil` before the first answer. A list
  /// view can say where the user is ("rows 41–60 of 194").
  public var expectedCount: Int? {
    guard let total = paging.total else { return nil }
    return paging.items.count + (hasMore ? max(0, total - paging.offsetOfNextPage) : 0)
  }

  /// Whether a page request is in flight, or was interrupted by a detach and resumes on attach.
  public var isLoading: Bool {
    paging.isLoading || interrupted != nil
  }

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

  // MARK: - Input

  /// Loads the first page, showing the full-screen indicator; does nothing once rows are loaded
  /// or while a load runs. The screen calls it at `viewDidLoad`.
  public func load() {
    guard !paging.isLoaded, !isLoading else { return }
    beginAsked(.first)
  }

  /// Loads the first page again after the error state's retry; does nothing while rows are
  /// shown or a load runs.
  public func retry() {
    guard paging.items.isEmpty, !isLoading else { return }
    beginAsked(.first)
  }

  /// Reloads from the first page (pull to refresh), superseding a next page in flight. While the
  /// first load runs, the indicator the view started ends at once and the first load starts
  /// again (its answer may predate what the user refreshes for, such as an item added
  /// elsewhere); while another refresh runs, the pull joins it and its indicator ends when that
  /// refresh does.
  public func refresh() {
    if paging.inFlight(.refresh) != nil || interrupted == .refresh { return }
    guard paging.inFlight(.first) == nil, interrupted != .first else {
      // Answers the attached view's own gesture at once; the first load keeps its own progress,
      // and starts again so that its answer is no older than the pull (an interrupted one starts
      // afresh on attach anyway).
      screen.binding.update(.drop) { [rendering] in rendering.endRefreshing(on: $0) }
      if interrupted == nil {
        shared.state.cancelAll()
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

  /// Shows an item the presenter has (added on another screen, created locally) at `end` of the
  /// rows at once, without a reload; an item with the same identity already shown is replaced
  /// instead. It does not count toward the paging offset.
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - end: ``ListEnd/front`` (the default: before every row) or ``ListEnd/end`` (after the
  ///     rows loaded so far).
  ///   - keepingAcrossReloads: Whether a reload whose answer lacks the item shows it again;
  ///     `false` (the default) makes the next reload's answer the truth, except a reload already
  ///     in flight, whose answer cannot know of the item.
  /// - Returns: The item's row index.
  @discardableResult
  public func insert(_ item: Item, at end: ListEnd = .front, keepingAcrossReloads: Bool = false)
    -> Int
  {
    if end == .front || paging.index(of: item.id) != nil { shared.freezeSnapshots() }
    let (index, inserted) = shared.state.insert(
      item, at: end, keepingAcrossReloads: keepingAcrossReloads)
    guard inserted else {
      publishRows { $0.updateRow(at: index, with: item, on: $1) }
      return index
    }
    if paging.items.count == 1 {
      // The first row replaces the empty or error state; a next page filling the list shows
      // as loading more from now on.
      updateProgress()
      showContent()
    } else {
      publishRows { $0.insertItems([item], at: index..<(index + 1), on: $1) }
    }
    return index
  }

  /// Shows every row again, each made anew from its item: for rows whose look depends on
  /// something besides the item (a price that applies while a sale runs). Does nothing while no
  /// row is shown.
  public func showRowsAgain() {
    guard !paging.items.isEmpty else { return }
    publishRows(change: nil)
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
    if paging.index(of: id) != nil { shared.freezeSnapshots() }
    let nextInFlight = paging.inFlight(.next) != nil
    let removed = shared.state.remove(id: id)
    if nextInFlight, paging.inFlight(.next) == nil { askNextPageAgain() }
    guard let index = removed else { return nil }
    let snapshot = paging.items
    if snapshot.isEmpty {
      updateProgress()
      if isStalled { showStalled() } else { showContent() }
    } else {
      publishRows { $0.removeRow(at: index, on: $1) }
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
    if paging.index(of: item.id) != nil { shared.freezeSnapshots() }
    guard let index = shared.state.replace(item) else { return nil }
    publishRows { $0.updateRow(at: index, with: item, on: $1) }
    return index
  }

  // MARK: - ScreenWork

  /// Remembers the page request the detach interrupted; its indicator stays shown.
  public func viewDidDetach() {
    if let request = paging.inFlight(.first) ?? paging.inFlight(.refresh) ?? paging.inFlight(.next)
    {
      interrupted = request.kind
    }
    shared.state.cancelAll()
  }

  /// Restarts the page request a detach interrupted.
  public func viewDidAttach() {
    guard let kind = interrupted else { return }
    interrupted = nil
    begin(kind)
  }

  // MARK: - Requests

  /// Begins a request the user asked for: automatic pages are counted afresh.
  private func beginAsked(_ kind: PageRequest.Kind) {
    automaticPages = 0
    begin(kind)
  }

  private func begin(_ kind: PageRequest.Kind) {
    interrupted = nil
    guard let request = shared.state.begin(kind) else {
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
      if request.kind != .next { shared.freezeSnapshots() }
      guard let update = shared.state.complete(request, with: page) else { return }
      recordSavedAt(of: page, reloaded: request.kind != .next)
      if !paging.items.isEmpty { automaticPages = 0 }
      // Progress ends before the content shows, unless a further page follows at once to fill
      // a list left without rows (then its own request keeps the indicator on).
      let fills = willFill
      if !fills { updateProgress() }
      if isStalled {
        showStalled()
        publishSkippedCount()
        publishSavedCopyStatus()
        return
      }
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
      publishSkippedCount()
      publishSavedCopyStatus()
      fillIfEmpty()
    case .failure(let failure):
      guard shared.state.fail(request) else { return }
      updateProgress()
      let error = ServiceError(classifying: failure)
      show(error)
      if error.meansServerUnreachable {
        isServerAnswering = false
        publishSavedCopyStatus()
      }
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
    automaticPages += 1
    begin(.next)
  }

  /// Whether the list has no row while the server has more and nothing loads.
  private var isLeftWithoutRows: Bool {
    paging.items.isEmpty && paging.hasMore && !isLoading
  }

  private var willFill: Bool {
    isLeftWithoutRows && automaticPages < Self.automaticPageLimit
  }

  /// Whether the list is left without rows and the automatic pages gave up: every item of
  /// ``automaticPageLimit`` pages in a row was removed or repeated.
  private var isStalled: Bool {
    isLeftWithoutRows && automaticPages >= Self.automaticPageLimit
  }

  /// A definite screen instead of an empty row list: the error state, whose retry starts afresh.
  private func showStalled() {
    show(
      .invalidResponse(
        reason: "\(Self.automaticPageLimit) pages in a row held no item to show: every item was "
          + "removed or repeated"))
  }

  // MARK: - Rendering

  private func updateProgress() {
    let nothingShown = paging.items.isEmpty
    let first = paging.inFlight(.first) != nil || interrupted == .first
    let refresh = paging.inFlight(.refresh) != nil || interrupted == .refresh
    let next = paging.inFlight(.next) != nil || interrupted == .next
    let binding = screen.binding
    refreshing.set(refresh, in: binding)
    loadingMore.set(next && !nothingShown, in: binding)
    loading.set(first || (next && nothingShown), in: binding)
  }

  /// Shows one change of the rows: on a view that changes single rows, `change`; on any other
  /// view, every row again.
  private func publishRows(
    _ change: @escaping (any ListRendering<Item, View>, View) -> Void
  ) {
    let rendering = self.rendering
    publishRows(change: rendering.changesEachRow ? { change(rendering, $0) } : nil)
  }

  /// Makes the current rows the content state: the attached view, which shows the previous
  /// rows, receives `change` (all rows when `change` is `nil`); a later view receives all rows.
  private func publishRows(change: ((View) -> Void)?) {
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

  /// Tells the view how many items could not be shown, when that changed: state, after the
  /// rows it is about.
  private func publishSkippedCount() {
    let count = paging.skippedItems.count
    guard count != shownSkippedCount, rendering.showsSkippedItemCount else { return }
    shownSkippedCount = count
    screen.binding.update(.state(skippedKey)) { [rendering] in
      rendering.showSkippedItemCount(count, on: $0)
    }
  }

  /// Keeps the oldest saved date among the rows (a reload starts afresh with its page's) and
  /// whether the server answered this page.
  private func recordSavedAt(of page: Page<Item>, reloaded: Bool) {
    if reloaded {
      savedAt = page.savedAt
    } else if let saved = page.savedAt {
      savedAt = min(savedAt ?? saved, saved)
    }
    isServerAnswering = page.savedAt == nil
  }

  /// What the rows hold of a copy, for the view.
  private var savedCopyStatus: SavedCopyStatus? {
    savedAt.map { SavedCopyStatus(savedAt: $0, isServerAnswering: isServerAnswering) }
  }

  /// Tells the view what the rows hold of a copy, when that changed: state, after the rows.
  private func publishSavedCopyStatus() {
    let saved = savedCopyStatus
    guard saved != shownSavedCopyStatus, rendering.showsSavedCopyStatus else { return }
    shownSavedCopyStatus = saved
    screen.binding.update(.state(savedKey)) { [rendering] in
      rendering.showSavedCopyStatus(saved, on: $0)
    }
  }

  private func showContent() {
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

  private func show(_ error: ServiceError) {
    let rendering = self.rendering
    if paging.items.isEmpty {
      screen.binding.update(.state(contentKey)) { rendering.showError(error, on: $0) }
    } else {
      screen.binding.update(.queue) { rendering.showFailureMessage(error, on: $0) }
    }
  }
}
