import MVPCore

/// A ``LoadingScreenState`` of a paginated list, showing what a ``ListScreenModel`` holds: rows,
/// the load-more and pull-to-refresh indicators, the empty and error states and the notice of
/// items that could not be shown, written once for every list screen state.
///
/// A conforming class holds the model and a ``TransientMessageQueue`` (``MessagingScreenState``)
/// and gets their properties and every call of a `PagedListViewInterface` (rows, indicators, empty
/// and error states, the skipped-items notice); it writes only its screen's own calls and its
/// user input.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
public protocol ListScreenState: LoadingScreenState, PagedListViewInterface where Row: Equatable {
  /// The list's rows and indicators; observable.
  var list: ListScreenModel<Row> { get }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension ListScreenState {
  /// The list's loading indicator and error state (``ListScreenModel/status``).
  public var status: LoadStatus { list.status }

  /// The rows, top to bottom; empty while the error or empty state is shown.
  public var rows: [Row] { list.rows }

  /// Whether the indicator below the rows is shown while the next page loads.
  public var isLoadingMore: Bool { list.isLoadingMore }

  /// Whether a pull to refresh is in progress.
  public var isRefreshing: Bool { list.isRefreshing }

  /// The empty state's user-facing message, or `nil` when it is not shown.
  public var emptyMessage: String? { list.emptyMessage }

  /// The sentence saying how many items could not be shown ("2 products could not be shown."),
  /// for below the rows; `nil` when every item could be shown.
  public var skippedNotice: String? { list.skippedNotice }

  /// Replaces the rows with the error state.
  ///
  /// - Parameters:
  ///   - message: The user-facing explanation.
  ///   - canRetry: Whether to offer a retry.
  public func showError(message: String, canRetry: Bool) {
    list.showError(message: message, canRetry: canRetry)
  }

  /// Replaces the rows with the empty state.
  ///
  /// - Parameter message: The user-facing explanation.
  public func showEmpty(message: String) {
    list.showEmpty(message: message)
  }

  /// Shows the indicator below the rows.
  public func showLoadingMore() {
    list.showLoadingMore()
  }

  /// Hides the indicator below the rows.
  public func hideLoadingMore() {
    list.hideLoadingMore()
  }

  /// Ends the pull to refresh: clears ``isRefreshing`` and lets every refresh waiting for it
  /// return (``ListScreenModel/refresh(starting:)``).
  public func endRefreshing() {
    list.endRefreshing()
  }

  /// Keeps the notice of items that could not be shown, or removes it.
  ///
  /// - Parameter notice: The sentence, or `nil`.
  public func showSkippedNotice(_ notice: String?) {
    list.showSkippedNotice(notice)
  }

  /// Replaces every row.
  ///
  /// - Parameter rows: Every row, top to bottom.
  public func showRows(_ rows: [Row]) {
    list.showRows(rows)
  }

  /// Inserts rows at contiguous indices.
  ///
  /// - Parameters:
  ///   - rows: The new rows, in order.
  ///   - indices: Where they go.
  public func insertRows(_ rows: [Row], at indices: Range<Int>) {
    list.insertRows(rows, at: indices.lowerBound)
  }

  /// Removes one row.
  ///
  /// - Parameter index: The row's index.
  public func removeRow(at index: Int) {
    list.removeRow(at: index)
  }

  /// Replaces one row's content.
  ///
  /// - Parameters:
  ///   - index: The row's index.
  ///   - row: Its new content.
  public func updateRow(at index: Int, with row: Row) {
    list.updateRow(at: index, with: row)
  }
}
