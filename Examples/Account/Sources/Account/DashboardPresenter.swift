import MVPCore

/// The dashboard page's presenter: it embeds one presenter per part in its screen, the
/// ``AccountHeaderPresenter``, the ``AccountStatsPresenter`` and the
/// ``NotificationsBadgePresenter``. Each is attached to its part of the page's view and receives
/// the page's lifecycle events, so the badge polls only while the page is shown; `tasks` of the
/// page awaits every part in a test.
///
/// The header and the stats show pieces of one answer, the ``summary`` the page loads once for
/// both (MVPCore's `ScreenLifecycle.SharedLoad`): one request, each part with its own loading
/// and error state, and a retry in either part reloads both.
@MainActor
public final class DashboardPresenter: ScreenPresenter {
  /// The key the summary's request runs under in the page's `tasks`.
  public static let summaryKey: ScreenKey = "summary"

  /// The page's screen; the parts are embedded in it.
  public let screen = ScreenLifecycle<any DashboardView>()
  /// The summary the header and the stats share.
  public let summary: ScreenLifecycle<any DashboardView>.SharedLoad<DashboardSummary>
  /// The account header.
  public let header: AccountHeaderPresenter
  /// The account's stats.
  public let stats: AccountStatsPresenter
  /// The notifications badge.
  public let badge: NotificationsBadgePresenter

  /// Creates the page: the summary's load and the parts that show it, and the badge, which it
  /// holds strongly.
  ///
  /// - Parameters:
  ///   - accounts: Where the summary comes from.
  ///   - badge: The notifications badge.
  public init(accounts: any AccountService, badge: NotificationsBadgePresenter) {
    summary = screen.sharedLoad(
      key: Self.summaryKey, fetch: .async { [accounts] in try await accounts.summary() })
    header = AccountHeaderPresenter(account: summary.call(\.account))
    stats = AccountStatsPresenter(stats: summary.call(\.stats))
    self.badge = badge
    screen.embed(header, view: \.header)
    screen.embed(stats, view: \.stats)
    screen.embed(badge, view: \.badge)
  }
}
