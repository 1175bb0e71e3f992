import Account

extension DashboardSummary {
  /// Ada's dashboard: her account, 12 orders and 3 reviews.
  static let ada = DashboardSummary(account: .ada, stats: AccountStats(orders: 12, reviews: 3))
}
