import MVPCore

extension OrdersPresenter {
  static let contentKey: ScreenKey = "orders.content"

  func title(_ order: Order) -> String {
    rowTitle?(order) ?? order.title
  }

  /// Progress is state: a full-screen indicator for a first load (or a next page with no row),
  /// the refresh's, and the one below the rows.
  func updateProgress() {
    let reload = reloading ?? interruptedReload
    let next = nextInFlight || interruptedNext
    loading.set(reload == .first || (next && orders.isEmpty), in: screen.binding)
    refreshing.set(reload == .refresh, in: screen.binding)
    let more = next && !orders.isEmpty
    // Wrong with the bug: once shown, the indicator below the rows stays.
    loadingMore.set(
      more || (bug == .progressNeverHidden && loadingMore.isShown), in: screen.binding)
  }

  /// Shows every row, or the empty state, as the content state.
  func showAll() {
    let rows = orders.map(title)
    if rows.isEmpty && !hasMore {
      screen.binding.update(.state(Self.contentKey)) { $0.showEmpty(message: "No orders yet.") }
    } else if bug == .replayMissesTheContent {
      // Wrong: sent once, not kept for a later view.
      screen.binding.update(.drop) { $0.showRows(rows) }
    } else {
      screen.binding.update(.state(Self.contentKey)) { $0.showRows(rows) }
    }
  }

  /// Sends the attached view a change of the rows; a later view receives them all.
  func publish(_ change: @escaping (any OrdersView) -> Void) {
    let rows = orders.map(title)
    screen.binding.updateState(Self.contentKey, change: change, replay: { $0.showRows(rows) })
  }

  func showError() {
    screen.binding.update(.state(Self.contentKey)) {
      $0.showError(message: "Couldn't load the orders.", canRetry: true)
    }
  }

  /// A one-shot message, held while the view is hidden.
  func say(_ text: String) {
    switch bug {
    case .callsTheFirstView: firstView?.showMessage(text)
    case .messageWhileHidden: screen.binding.update(.drop) { $0.showMessage(text) }
    default: screen.showMessage(text, on: \.messageView)
    }
  }
}
