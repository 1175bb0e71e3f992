import MVPCore

/// The dashboard's account header: the account's name and e-mail, with the loading and error
/// states (retry goes to ``AccountHeaderPresenter``'s `retry()`).
@MainActor
public protocol AccountHeaderView: LoadingViewInterface, ErrorViewInterface {
  /// Shows the account.
  ///
  /// - Parameters:
  ///   - name: The account's name, the header's title.
  ///   - email: The account's e-mail address, under the name.
  func showAccount(name: String, email: String)
}
