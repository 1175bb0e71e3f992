/// The account's activity, as the dashboard's summary answers it.
///
/// `nonisolated`: see ``Account``.
nonisolated public struct AccountStats: Equatable, Sendable {
  /// How many orders the account placed, 0 or more.
  public var orders: Int
  /// How many reviews the account wrote, 0 or more.
  public var reviews: Int

  /// Creates the stats.
  ///
  /// - Parameters:
  ///   - orders: How many orders the account placed.
  ///   - reviews: How many reviews the account wrote.
  public init(orders: Int, reviews: Int) {
    self.orders = orders
    self.reviews = reviews
  }
}
