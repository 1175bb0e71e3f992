import MVPCore

/// The passive dashboard page, made of its parts' views: the account header, the account's
/// stats and the notifications badge. It owns the part views and hands them out; each part's
/// presenter drives its own view. It forwards its lifecycle events to ``DashboardPresenter``,
/// which forwards them to every part.
@MainActor
public protocol DashboardView: ViewInterface {
  /// The account header's view.
  var header: any AccountHeaderView { get }

  /// The stats part's view.
  var stats: any AccountStatsView { get }

  /// The notifications badge's view.
  var badge: any NotificationsBadgeView { get }
}
