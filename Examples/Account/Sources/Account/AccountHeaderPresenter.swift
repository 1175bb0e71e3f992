import MVPCore

/// Decides what the dashboard's account header shows: the account, loaded once.
///
/// The load is MVPCore's `ResourceLoader` (``resource``): loading indicator, error state with
/// retry, resumed after a detach. `ResourcePresenter` gives the rest, `viewDidLoad()` (the load)
/// and `retry()` included.
@MainActor
public final class AccountHeaderPresenter: ResourcePresenter {
  /// The header's screen: the weak binding to its view and the load.
  public let screen = ScreenLifecycle<any AccountHeaderView>()
  /// The account's load.
  public let resource: ResourceLoader<Account, any AccountHeaderView>

  /// Creates the presenter; nothing loads until `viewDidLoad()`.
  ///
  /// - Parameter service: Where the account comes from.
  public init(service: any AccountService) {
    resource = ResourceLoader(
      screen: screen, fetch: .async { [service] in try await service.account() }, view: { $0 },
      showValue: { view, account in view.showAccount(name: account.name, email: account.email) })
  }
}
