import MVPCore

/// Decides what the dashboard's account header shows: the account, loaded once.
///
/// The load is MVPCore's `ResourceLoader` (``resource``): loading indicator, error state with
/// retry, resumed after a detach. `ResourcePresenter` gives the rest, `viewDidLoad()` (the load)
/// and `retry()` included. It runs the call it is given: on the dashboard, its piece of the
/// page's shared summary load; alone, the service's account.
@MainActor
public final class AccountHeaderPresenter: ResourcePresenter {
  /// The header's screen: the weak binding to its view and the load.
  public let screen = ScreenLifecycle<any AccountHeaderView>()
  /// The account's load.
  public let resource: ResourceLoader<Account, any AccountHeaderView>

  /// Creates the presenter; nothing loads until `viewDidLoad()`.
  ///
  /// - Parameter account: Loads the account: the dashboard's `summary.call(\.account)`.
  public init(account: ServiceCall<Void, Account>) {
    resource = ResourceLoader(
      screen: screen, fetch: account, view: { $0 },
      showValue: { view, account in view.showAccount(name: account.name, email: account.email) })
  }

  /// Creates a header that loads the account alone, from `service`.
  ///
  /// - Parameter service: Where the account comes from.
  public convenience init(service: any AccountService) {
    self.init(account: .async { [service] in try await service.account() })
  }
}
