import MVPCore

/// The dashboard's stats part: the account's orders and reviews, with the loading and error
/// states (retry goes to ``AccountStatsPresenter``'s `retry()`).
@MainActor
public protocol AccountStatsView: LoadingViewInterface, ErrorViewInterface {
  /// Shows the account's activity.
  ///
  /// - Parameters:
  ///   - orders: How many orders the account placed.
  ///   - reviews: How many reviews it wrote.
  func showStats(orders: Int, reviews: Int)
}
