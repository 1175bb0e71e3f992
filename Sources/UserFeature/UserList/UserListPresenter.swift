import DummyJSON
import MVPCore
import MVPNetworking

/// The presenter of the user list: pages of users from a ``UserService``, pull to refresh, the
/// next page, selection and deletion by identity.
///
/// The loading lifecycle is MVPCore's `PagedListLoader` on a `ScreenLifecycle`; this presenter
/// adds what is particular to users. Behaviour:
/// - `viewDidLoad()`: full-screen loading, then the first page of `pageSize` users, the empty
///   state, or an error with retry (`retry()`). `refresh()`, `loadNextPage()` and the error
///   policy (error state while no row is shown, transient message while rows stay) follow
///   `PagedListLoader`.
/// - ``selectUser(at:)`` routes to ``UserListRoute/profile(userID:)``.
/// - ``deleteUser(at:)`` resolves the index to a user id at once and asks the service; when the
///   service confirms, the row that has that id is removed wherever it is by then. A deleted user
///   is never shown again, even by a server that does not persist deletes, and a transient
///   message confirms it ("Deleted Amara Osei."). A deletion is a write: it finishes when the view
///   detaches, and its outcome reaches the view attached then. A failed delete keeps the row and
///   shows a transient message ("Couldn't delete Amara Osei." and the reason).
/// - Indices out of range do nothing.
///
/// Work runs in `tasks` under the keys of ``UserListKeys``. A detach cancels the page load in
/// flight; the next attach resumes it. Attach, detach, visibility and pending work come from
/// `ScreenPresenter`.
///
/// Restores, after the app was killed: the users it had loaded (asked for again in one request
/// at `viewDidLoad`) and the user at the top of the view (`topRowDidChange(to:)`), by
/// `PagedListLoader`'s rules; a page or a deletion that was running is not sent again.
@MainActor
public final class UserListPresenter: ListPresenter {
  /// The default number of users asked for per page: 30.
  public static let defaultPageSize = 30

  /// The empty state's message in English (``UserTexts/emptyList``).
  public static var emptyMessage: String { UserTexts.english.emptyList }

  /// The screen: the weak binding to the list view, the page loads and the deletions.
  public let screen: ScreenLifecycle<any UserListView>
  private let service: any UserService
  private let router: any UserListRouting
  /// The list of users: its loads, paging and rows by identity; the view's pull to refresh,
  /// bottom of the list and retry reach it through `refresh()`, `loadNextPage()` and `retry()`.
  public let list: PagedListLoader<User, any UserListView>
  private let texts: UserTexts
  /// The users of the list that could not be decoded.
  private var skipped = SkippedItems()

  /// Creates the presenter.
  ///
  /// - Parameters:
  ///   - service: Where users come from.
  ///   - router: Navigation, held strongly.
  ///   - pageSize: The most users asked for per page, 1 or more; defaults to
  ///     ``defaultPageSize`` (30).
  ///   - texts: The user-facing strings; defaults to ``UserTexts/english``.
  ///   - writeOutcomes: Where a deletion reports when it ends after the presenter was released (the
  ///     user left the screen); `nil` (the default) for `WriteOutcomes.shared`.
  public init(
    service: any UserService,
    router: any UserListRouting,
    pageSize: Int = UserListPresenter.defaultPageSize,
    texts: UserTexts = .english,
    writeOutcomes: WriteOutcomes? = nil
  ) {
    screen = ScreenLifecycle(writeOutcomes: writeOutcomes)
    self.service = service
    self.router = router
    self.texts = texts
    self.list = PagedListLoader(
      screen: screen, key: UserListKeys.pages, pageSize: pageSize,
      fetch: .async { [service] in try await service.users(offset: $0.offset, limit: $0.limit) },
      view: { $0.pagedListView }, row: UserRowViewModel.init(user:),
      texts: ListTexts(empty: texts.emptyList, errorMessage: texts.errorMessage))
    list.observe { [weak self] in self?.listDidChange($0) }
  }

  /// Shows the profile of the user in row `index`. Ignored when `index` is out of range.
  ///
  /// - Parameter index: The tapped row's index, as the view knows it.
  public func selectUser(at index: Int) {
    guard let user = list.item(at: index) else { return }
    router.navigate(to: .profile(userID: user.id))
  }

  /// Deletes the user in row `index`, removing the row and confirming with a message only when
  /// the service confirms.
  ///
  /// Ignored when `index` is out of range or that user's deletion is already running (a write
  /// holds its key, ``UserListKeys/delete(userID:)``).
  ///
  /// - Parameter index: The row's index, as the view knows it; resolved to the user's id now.
  public func deleteUser(at index: Int) {
    guard let user = list.item(at: index) else { return }
    tasks.perform(
      UserListKeys.delete(userID: user.id), role: .write, owner: self,
      work: { [service] in try await service.deleteUser(id: user.id) },
      then: { presenter, result in presenter.finishDelete(of: user, result) })
  }

  private func finishDelete(of user: User, _ result: Result<Void, any Error>) {
    let message =
      switch result {
      case .success:
        texts.deleted(user.displayName)
      case .failure(let error):
        texts.deleteFailed(user.displayName, texts.errorMessage(ServiceError(classifying: error)))
      }
    if case .success = result { list.remove(id: user.id) }
    screen.showMessage(message, on: \.messageView)
  }
}

extension UserListPresenter: UserChangeObserving {
  /// Shows a user changed elsewhere (an edit saved on the profile) in its row, found by id.
  /// Does nothing when the user is not shown (not loaded yet, or deleted).
  ///
  /// - Parameter user: The user as the server answered it.
  public func userDidChange(_ user: User) {
    list.replace(user)
  }

  /// The users of the list shown that could not be decoded, in answer order, for logs: the view
  /// is told their count (``UserListView/showSkippedNotice(_:)``) and receives them with it
  /// (``UserListView/logSkippedUsers(_:)``).
  public var skippedUsers: [ItemDecodingFailure] { skipped.failures }

  /// Tells the view, after the rows they are about, how many users could not be shown.
  private func listDidChange(_ event: PagedListLoader<User, any UserListView>.Event) {
    guard case .pageShown(let kind, let page) = event, let count = skipped.record(page, kind: kind)
    else { return }
    let notice = count > 0 ? texts.skippedUsers(count) : nil
    let failures = skipped.failures
    screen.binding.update(.state(UserListKeys.skippedNotice)) {
      $0.logSkippedUsers(failures)
      $0.showSkippedNotice(notice)
    }
  }
}
