import MVPCore

/// Decides what the dashboard's stats part shows: the account's activity, loaded once.
///
/// Like ``AccountHeaderPresenter``, a `ResourcePresenter` on a `ResourceLoader` that runs the
/// call it is given: on the dashboard, its piece of the page's shared summary load.
@MainActor
public final class AccountStatsPresenter: ResourcePresenter {
  /// The stats part's screen: the weak binding to its view and the load.
  public let screen = ScreenLifecycle<any AccountStatsView>()
  /// The stats' load.
  public let resource: ResourceLoader<AccountStats, any AccountStatsView>

  /// Creates the presenter; nothing loads until `viewDidLoad()`.
  ///
  /// - Parameter stats: Loads the stats: the dashboard's `summary.call(\.stats)`.
  public init(stats: ServiceCall<Void, AccountStats>) {
    resource = ResourceLoader(
      screen: screen, key: "stats", fetch: stats, view: { $0 },
      showValue: { view, stats in view.showStats(orders: stats.orders, reviews: stats.reviews) })
  }
}
