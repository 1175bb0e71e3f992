import MVPCore

/// Builds the dashboard module: the page's presenter and its parts' here, the view from the
/// caller.
public enum DashboardModule {
  /// Wires the module: the view keeps the page's presenter, which holds its parts; each holds
  /// its view weakly.
  ///
  /// - Parameters:
  ///   - accounts: Where the summary that the header and the stats show comes from.
  ///   - notifications: Where the badge's unread count comes from.
  ///   - clock: The clock the badge's poll sleeps on; `ContinuousClock()` (the default) in the
  ///     app, MVPClock's `ManualClock` in a test.
  ///   - makeView: Creates the platform page view around its presenter.
  /// - Returns: The module; show `view`, keep nothing else.
  @MainActor
  public static func build(
    accounts: any AccountService,
    notifications: any NotificationService,
    clock: any Clock<Duration> = ContinuousClock(),
    makeView: (DashboardPresenter) -> any DashboardView
  ) -> Module<any DashboardView, DashboardPresenter> {
    let presenter = DashboardPresenter(
      accounts: accounts,
      badge: NotificationsBadgePresenter(service: notifications, clock: clock))
    return Module.assemble(presenter: presenter, makeView: makeView)
  }
}
