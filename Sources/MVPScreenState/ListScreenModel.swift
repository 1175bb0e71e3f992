import Observation

/// What an observable list screen state shows, for any row type: the rows, the loading and
/// error state (``status``), the indicator of the next page, the pull to refresh, the empty
/// state and the notice of items that could not be shown.
///
/// A list screen state (for example the user feature's `UserListScreenState`) keeps one and
/// forwards its presenter's calls to it; its own properties read this model's, which registers
/// them with `withObservationTracking` (and SwiftUI). The rules every list screen shares live
/// here: the error and empty states replace the rows, rows replace them; rows change by index,
/// and an index out of range (which a presenter never sends) is ignored rather than trapping.
/// Each setter notifies only when the value changes.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@Observable
@MainActor
public final class ListScreenModel<Row: Equatable> {
  /// The rows shown, top to bottom; empty while the error or empty state is shown.
  public private(set) var rows: [Row] = []

  /// Whether the indicator at the bottom of the list is shown (the next page loads).
  public private(set) var isLoadingMore = false

  /// Whether a pull to refresh runs: from ``refresh(starting:)`` until ``endRefreshing()``.
  public private(set) var isRefreshing = false

  /// The empty state's message, or `nil` when the empty state is not shown.
  public private(set) var emptyMessage: String?

  /// The sentence saying how many items could not be shown, for below the rows; `nil` when
  /// every item could be shown.
  public private(set) var skippedNotice: String?

  /// The full-screen loading indicator and error state.
  public let status = LoadStatus()

  @ObservationIgnored private let refreshWaiters = RefreshWaiters()

  /// Creates a model that shows nothing yet.
  public init() {}

  /// Replaces every row, hiding the error or empty state: clears the error, then
  /// ``emptyMessage``, then sets ``rows``.
  ///
  /// - Parameter rows: Every row, top to bottom.
  public func showRows(_ rows: [Row]) {
    status.clearError()
    emptyMessage = nil
    self.rows = rows
  }

  /// Inserts `rows` at `index`. Ignored when `index` is outside `0...rows.count`.
  ///
  /// - Parameters:
  ///   - rows: The new rows, in order.
  ///   - index: Where the first of them goes.
  public func insertRows(_ rows: [Row], at index: Int) {
    guard (0...self.rows.count).contains(index) else { return }
    self.rows.insert(contentsOf: rows, at: index)
  }

  /// Replaces the row at `index`. Ignored when `index` is out of range.
  ///
  /// - Parameters:
  ///   - index: The row's index.
  ///   - row: The row's new content.
  public func updateRow(at index: Int, with row: Row) {
    guard rows.indices.contains(index) else { return }
    rows[index] = row
  }

  /// Removes the row at `index`. Ignored when `index` is out of range.
  ///
  /// - Parameter index: The row's index.
  public func removeRow(at index: Int) {
    guard rows.indices.contains(index) else { return }
    rows.remove(at: index)
  }

  /// Replaces the rows with the error state: clears ``rows`` and ``emptyMessage``, then shows
  /// the error in ``status``.
  ///
  /// - Parameters:
  ///   - message: The user-facing explanation.
  ///   - canRetry: Whether the error state offers a retry.
  public func showError(message: String, canRetry: Bool) {
    rows = []
    emptyMessage = nil
    status.showError(message: message, canRetry: canRetry)
  }

  /// Replaces the rows with the empty state: clears ``rows`` and the error, then sets
  /// ``emptyMessage``.
  ///
  /// - Parameter message: The user-facing explanation.
  public func showEmpty(message: String) {
    rows = []
    status.clearError()
    emptyMessage = message
  }

  /// Shows the indicator at the bottom of the list.
  public func showLoadingMore() {
    isLoadingMore = true
  }

  /// Hides the indicator at the bottom of the list.
  public func hideLoadingMore() {
    isLoadingMore = false
  }

  /// Shows or removes the notice of items that could not be shown.
  ///
  /// - Parameter notice: The sentence, or `nil` to remove it.
  public func showSkippedNotice(_ notice: String?) {
    skippedNotice = notice
  }

  /// Runs a pull to refresh and returns when it has ended, for SwiftUI's `refreshable`.
  ///
  /// Sets ``isRefreshing``, calls `start` (which tells the presenter), and waits until
  /// ``endRefreshing()``; returns at once when `start` ended the refresh already, and when the
  /// calling task is cancelled (the refresh goes on).
  ///
  /// - Parameter start: Starts the refresh; may call ``endRefreshing()`` before it returns.
  public func refresh(starting start: () -> Void) async {
    isRefreshing = true
    start()
    guard isRefreshing else { return }
    await refreshWaiters.wait()
  }

  /// Ends the pull to refresh: clears ``isRefreshing`` and lets every
  /// ``refresh(starting:)`` waiting for it return.
  public func endRefreshing() {
    isRefreshing = false
    refreshWaiters.resumeAll()
  }
}
