import MVPCore

/// A hand-written orders list, not built on MVPKit's list loader but only on its public API (a
/// screen, its binding, progress indicators, keyed work): pages of orders, pull to refresh,
/// deletion, and a basket the user places as an order. Built with an ``OrdersBug`` it has that
/// one bug.
@MainActor
final class OrdersPresenter: ScreenPresenter {
  /// What a reload is for.
  enum Reload {
    case first
    case refresh
  }

  /// The orders asked for per page.
  static let pageSize = 3

  let screen: ScreenLifecycle<any OrdersView>
  let service: OrdersService
  let bug: OrdersBug?

  /// The orders shown, in server order.
  var orders: [Order] = []
  /// The orders whose deletion the server confirmed: no later page shows them.
  var removed: Set<Int> = []
  var total: Int?
  var nextOffset = 0
  var exhausted = false
  var generation = 0
  /// The reload in flight, and whether a next page is.
  var reloading: Reload?
  var nextInFlight = false
  /// Deletions confirmed while the reload or the next page was in flight: its answer predates
  /// them, so the offset after it moves back by as many.
  var removalsDuringReload = 0
  var removalsDuringNext = 0
  /// The reads a detach interrupted, resumed on the next attach.
  var interruptedReload: Reload?
  var interruptedNext = false
  let loading: ProgressIndicator<any OrdersView>
  let loadingMore: ProgressIndicator<any OrdersView>
  let refreshing: ProgressIndicator<any OrdersView>
  /// The titles the user put in the basket.
  var basket: [String] = []
  weak var firstView: (any OrdersView)?
  /// How a row shows an order; the presenter's own prefix (none) and the order's title.
  var rowTitle: ((Order) -> String)?
  var titlePrefix = ""

  init(service: OrdersService, bug: OrdersBug? = nil) {
    self.service = service
    self.bug = bug
    // Wrong with the bug: outcomes nobody observes.
    screen = ScreenLifecycle(writeOutcomes: bug == .writeOutcomeToldToNoOne ? WriteOutcomes() : nil)
    loading = ProgressIndicator(
      "orders.loading", show: { $0.showLoading() }, hide: { $0.hideLoading() })
    loadingMore = ProgressIndicator(
      "orders.loadingMore", show: { $0.showLoadingMore() }, hide: { $0.hideLoadingMore() })
    refreshing = ProgressIndicator("orders.refresh", show: { _ in }, hide: { $0.endRefreshing() })
    // Wrong with the bug: the closure the presenter keeps captures it.
    if bug == .retainCycle { rowTitle = { "\(self.titlePrefix)\($0.title)" } }
  }

  isolated deinit {
    // Wrong with the bug: the writes that would outlive the presenter are cancelled with it.
    if bug == .writeCancelledByDeinit { tasks.cancelAll() }
  }

  var hasMore: Bool {
    guard let total, !exhausted else { return false }
    return nextOffset < total
  }

  var isLoading: Bool {
    reloading != nil || nextInFlight || interruptedReload != nil || interruptedNext
  }

  // MARK: The view's input (the screen's hooks and the intents)

  func screenDidLoad() {
    guard total == nil, reloading == nil, interruptedReload == nil else { return }
    begin(.first)
  }

  func refresh() {
    begin(.refresh)
  }

  func loadNextPage() {
    guard total != nil, !isLoading, hasMore else { return }
    beginNext()
  }

  func retry() {
    guard orders.isEmpty, !isLoading else { return }
    begin(.first)
  }

  func screenDidDetach() {
    defer {
      // Wrong with the bug: the detach cancels the writes too.
      if bug == .writeCancelledAtDetach { tasks.cancelAll() }
    }
    if let reload = reloading {
      reloading = nil
      if bug == .showsItsOwnCancellation {
        // Wrong: the detach's own cancellation is handled as the reload's failure.
        return finishReload(.failure(CancellationError()), of: reload)
      }
      interruptedReload = reload
    }
    if nextInFlight {
      nextInFlight = false
      interruptedNext = true
    }
  }

  func screenDidAttach() {
    if firstView == nil { firstView = screen.binding.view }
    if let reload = interruptedReload {
      begin(reload)
    } else if interruptedNext {
      beginNext()
    }
  }

  // MARK: Loading

  func begin(_ reload: Reload) {
    interruptedReload = nil
    interruptedNext = false
    generation += 1
    reloading = reload
    nextInFlight = false
    removalsDuringReload = 0
    updateProgress()
    let key: ScreenKey =
      bug == .stalePageOverNewerRefresh ? "orders.\(generation)" : "orders"
    tasks.perform(
      key, owner: self,
      work: { [pages = service.pages, limit = Self.pageSize] in
        try await pages.call(OrdersService.PageQuery(offset: 0, limit: limit))
      },
      then: { presenter, result in presenter.finishReload(result, of: reload) })
  }

  func beginNext() {
    interruptedNext = false
    nextInFlight = true
    removalsDuringNext = 0
    updateProgress()
    let offset = nextOffset
    tasks.perform(
      "orders", owner: self,
      work: { [pages = service.pages, limit = Self.pageSize] in
        try await pages.call(OrdersService.PageQuery(offset: offset, limit: limit))
      },
      then: { presenter, result in presenter.finishNext(result, from: offset) })
  }

  func finishReload(_ result: Result<Page<Order>, any Error>, of reload: Reload) {
    reloading = nil
    switch result {
    case .success(let page):
      var seen: Set<Int> = []
      orders = page.items.filter { order in
        (bug == .removedRowComesBack || !removed.contains(order.id))
          && seen.insert(order.id).inserted
      }
      total = page.total
      exhausted = false
      nextOffset = page.offset + page.items.count - removalsDuringReload
      updateProgress()
      showAll()
      fillIfEmpty()
    case .failure:
      updateProgress()
      if orders.isEmpty { showError() } else { say("Couldn't refresh the orders.") }
    }
  }

  func finishNext(_ result: Result<Page<Order>, any Error>, from offset: Int) {
    nextInFlight = false
    switch result {
    case .success(let page):
      var shown = Set(orders.map(\.id))
      let fresh = page.items.filter { order in
        !removed.contains(order.id)
          && (bug == .duplicatedRowsAfterServerInsert || shown.insert(order.id).inserted)
      }
      nextOffset = offset + page.items.count - removalsDuringNext
      total = page.total
      if page.items.isEmpty { exhausted = true }
      let start = orders.count
      orders += fresh
      updateProgress()
      if start == 0 {
        showAll()
      } else if !fresh.isEmpty {
        let rows = fresh.map(title)
        publish { $0.insertRows(rows, at: start..<(start + rows.count)) }
      }
      fillIfEmpty()
    case .failure:
      updateProgress()
      if orders.isEmpty { showError() } else { say("Couldn't load more orders.") }
    }
  }

  /// Loads the next page by itself when deletions left no row while the server has more.
  func fillIfEmpty() {
    guard orders.isEmpty, hasMore, !isLoading else { return }
    beginNext()
  }
}
