import MVPCore

/// The dashboard page's presenter: it embeds one presenter per part in its screen, the
/// ``AccountHeaderPresenter`` and the ``NotificationsBadgePresenter``. Each is attached to its
/// part of the page's view and receives the page's lifecycle events, so the badge polls only
/// while the page is shown; `tasks` of the page awaits both parts in a test.
@MainActor
public final class DashboardPresenter: ScreenPresenter {
  /// The page's screen; the parts are embedded in it.
  public let screen = ScreenLifecycle<any DashboardView>()
  /// The account header.
  public let header: AccountHeaderPresenter
  /// The notifications badge.
  public let badge: NotificationsBadgePresenter

  /// Creates the page from its parts, which it holds strongly.
  ///
  /// - Parameters:
  ///   - header: The account header.
  ///   - badge: The notifications badge.
  public init(header: AccountHeaderPresenter, badge: NotificationsBadgePresenter) {
    self.header = header
    self.badge = badge
    screen.embed(header, view: \.header)
    screen.embed(badge, view: \.badge)
  }
}
