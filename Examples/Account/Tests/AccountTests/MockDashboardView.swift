import Account

/// A dashboard page view made of the parts' mock views; holds its presenter strongly like a
/// real view.
final class MockDashboardView: DashboardView {
  let headerView = MockAccountHeaderView()
  let statsView = MockAccountStatsView()
  let badgeView = MockNotificationsBadgeView()
  let presenter: DashboardPresenter

  init(presenter: DashboardPresenter) { self.presenter = presenter }

  var header: any AccountHeaderView { headerView }
  var stats: any AccountStatsView { statsView }
  var badge: any NotificationsBadgeView { badgeView }
}
