import MVPCore
import Observation

/// The goods list as observable screen state, for SwiftUI: a ``GoodsListView`` that keeps what
/// its ``GoodsListPresenter`` tells it in plain properties a SwiftUI view renders, and forwards
/// the user's input to the presenter.
///
/// The state is the presenter's view (it holds the presenter strongly, the presenter holds it
/// weakly); a SwiftUI view owns the state, reads its properties in `body` and calls its methods:
///
/// ```swift
/// List(Array(state.rows.enumerated()), id: \.element.id) { index, cell in
///   Text(cell.name).onTapGesture { state.selectProduct(at: index) }
///     .onAppear { if index == state.rows.count - 1 { state.loadNextPage() } }
/// }
/// .refreshable { await state.refresh() }
/// .onAppear { state.appear() }
/// .onDisappear { state.disappear() }
/// ```
///
/// Rows change as a list's rows do: ``showGoods(_:)`` replaces them and
/// ``insertGoods(at:cells:)`` inserts a further page by index; an index out of range (which the
/// presenter never sends) is ignored rather than trapping. The error and empty states replace the
/// rows; rows replace them. Transient messages (failures while rows stay, cart confirmations) wait
/// in ``messages`` until the UI dismisses them with ``dismissMessage(_:)``.
///
/// UIKit and terminal views implement ``GoodsListView`` themselves; this type is one more view.
///
/// Threading: main actor only.
@Observable
@MainActor
public final class GoodsListScreenState: GoodsListView {
  /// The presenter the user's input goes to; kept strongly (view → presenter).
  public let presenter: GoodsListPresenter

  /// The cells shown, top to bottom; empty while the error or empty state is shown.
  public var rows: [GoodsCellViewModel] { list.rows }

  /// Whether the full-screen loading indicator is shown (the first page, a retry).
  public var isLoading: Bool { list.status.isLoading }

  /// Whether the indicator at the bottom of the list is shown (the next page loads).
  public var isLoadingMore: Bool { list.isLoadingMore }

  /// Whether a pull to refresh runs: from ``refresh()`` until the presenter ends it.
  public var isRefreshing: Bool { list.isRefreshing }

  /// The full-screen error's user-facing message, or `nil` when no error is shown.
  public var errorMessage: String? { list.status.errorMessage }

  /// Whether the error state offers a retry (``retry()``); `false` when no error is shown.
  public var canRetry: Bool { list.status.canRetry }

  /// The empty state's message, or `nil` when the empty state is not shown.
  public var emptyMessage: String? { list.emptyMessage }

  /// The transient messages not dismissed yet, oldest first: show the first, then call
  /// ``dismissMessage(_:)``.
  public var messages: [TransientMessage] { messageQueue.messages }

  /// The sentence saying how many products could not be shown, for below the rows; `nil` when
  /// every product could be shown.
  public var skippedItemsNotice: String? { list.skippedItemsNotice }

  /// The sentence saying the rows are goods saved on the device because the server cannot be
  /// reached, and when they were saved, for above the rows; `nil` while they are the server's.
  public private(set) var offlineNotice: String?

  private let list = ListScreenModel<GoodsCellViewModel>()
  private let messageQueue = TransientMessageQueue()
  @ObservationIgnored private var appearance = ScreenAppearance()

  /// Creates the state around its presenter, showing nothing yet; the module builders attach it
  /// (``GoodsListModule/build(service:navigator:options:coupon:pageSize:dispatcher:)``).
  ///
  /// - Parameter presenter: The presenter, kept strongly.
  public init(presenter: GoodsListPresenter) {
    self.presenter = presenter
  }

  // MARK: - Input, forwarded to the presenter

  /// The view appeared (SwiftUI's `onAppear`): the first time sends `viewDidLoad`, which starts
  /// the first load, then every time `viewWillAppear` and `viewDidAppear`.
  public func appear() {
    appearance.appear(presenter)
  }

  /// The view disappeared (SwiftUI's `onDisappear`): sends `viewWillDisappear` and
  /// `viewDidDisappear`; transient messages wait until it appears again.
  public func disappear() {
    appearance.disappear(presenter)
  }

  /// Loads the first page again after an error (the error state's retry).
  public func retry() {
    presenter.retry()
  }

  /// Pulls to refresh and returns when the refresh has ended, for SwiftUI's `refreshable`.
  ///
  /// Sets ``isRefreshing`` until the presenter ends the refresh; returns at once when the
  /// presenter ends it at once (the first load still runs), and when the calling task is
  /// cancelled (the refresh goes on). The waiting task keeps the state alive until it returns.
  public func refresh() async {
    await list.refresh { presenter.refresh() }
  }

  /// Loads the next page; call it when the last row appears.
  public func loadNextPage() {
    presenter.loadNextPage()
  }

  /// Opens the detail screen of the product in row `index`.
  ///
  /// - Parameter index: The row's index in ``rows``.
  public func selectProduct(at index: Int) {
    presenter.selectProduct(at: index)
  }

  /// Adds the product in row `index` to the cart; a message says how it went.
  ///
  /// - Parameter index: The row's index in ``rows``.
  public func addToCart(at index: Int) {
    presenter.addToCart(at: index)
  }

  /// Removes `message` from ``messages`` once the UI has shown it; does nothing (and notifies no
  /// observer) when it is not there, dismissed already.
  ///
  /// - Parameter message: The message shown.
  public func dismissMessage(_ message: TransientMessage) {
    messageQueue.dismiss(message)
  }

  // MARK: - GoodsListView

  /// Shows the full-screen loading indicator.
  public func showLoading() {
    list.status.showLoading()
  }

  /// Hides the full-screen loading indicator.
  public func hideLoading() {
    list.status.hideLoading()
  }

  /// Replaces the rows with the error state.
  ///
  /// - Parameters:
  ///   - message: The user-facing explanation.
  ///   - canRetry: Whether to offer ``retry()``.
  public func showError(message: String, canRetry: Bool) {
    list.showError(message: message, canRetry: canRetry)
  }

  /// Replaces the rows with the empty state.
  ///
  /// - Parameter message: The user-facing explanation.
  public func showEmpty(message: String) {
    list.showEmpty(message: message)
  }

  /// Adds a transient message to ``messages``.
  ///
  /// - Parameter text: The user-facing text.
  public func showMessage(_ text: String) {
    messageQueue.show(text)
  }

  /// Replaces every row, hiding the error or empty state.
  ///
  /// - Parameter cells: Every row, top to bottom.
  public func showGoods(_ cells: [GoodsCellViewModel]) {
    list.showRows(cells)
  }

  /// Inserts a further page's rows at `range.lowerBound`. Ignored when that index is outside
  /// `0...rows.count`.
  ///
  /// - Parameters:
  ///   - range: Where the rows go.
  ///   - cells: The new rows, in order.
  public func insertGoods(at range: Range<Int>, cells: [GoodsCellViewModel]) {
    list.insertRows(cells, at: range.lowerBound)
  }

  /// Ends the pull to refresh: clears ``isRefreshing`` and lets every ``refresh()`` waiting for
  /// it return.
  public func endRefreshing() {
    list.endRefreshing()
  }

  /// Shows the indicator at the bottom of the list.
  public func showLoadingMore() {
    list.showLoadingMore()
  }

  /// Hides the indicator at the bottom of the list.
  public func hideLoadingMore() {
    list.hideLoadingMore()
  }

  /// Shows or removes the notice of products that could not be shown.
  ///
  /// - Parameter notice: The sentence, or `nil` to remove it.
  public func showSkippedItemsNotice(_ notice: String?) {
    list.showSkippedItemsNotice(notice)
  }

  /// Keeps the offline notice for above the rows.
  ///
  /// - Parameter notice: The sentence, or `nil` to remove it.
  public func showOfflineNotice(_ notice: String?) {
    offlineNotice = notice
  }
}
