import MVPCore

/// The presenter of the user list: pages of users from a ``UserService``, pull to refresh,
/// load-more, selection and deletion by identity.
///
/// Behaviour (issue 3):
/// - ``viewDidLoad()``: full-screen loading, then the first page of ``pageSize`` users, the empty
///   state, or an error with retry (``retry()``).
/// - ``refresh()`` reloads from the first page; it is ignored while a first page or refresh is
///   running, and it supersedes (cancels) an in-flight next page. A failed refresh keeps the rows
///   and shows a transient message.
/// - ``loadMore()`` loads the next page when more users exist and nothing is loading.
/// - ``selectUser(at:)`` routes to ``UserListRoute/profile(userID:)``.
/// - ``deleteUser(at:)`` resolves the index to a user id at once, asks the service, and removes
///   the row that has that id when the service confirms, wherever it is by then (none if it is no
///   longer shown). A user confirmed deleted is never shown again by this presenter, even when a
///   refresh answered from an older snapshot still lists them. A failed delete leaves the list
///   intact and shows a transient message.
/// - Indices out of range do nothing; cancellations are never shown.
///
/// Delivery (`DeliveryPolicy`): the screen state (rows, empty, error) is
/// `.state("content")`, so a view attached later shows the current screen. The rows state
/// renders the list as it is when delivered, which is why row insertions and removals can be
/// `.drop`: a later view receives every row through the state instead. Transient messages are
/// `.queue`, delivered once even to a view that attaches after the failure. Progress (loading,
/// load-more, end of refresh) is `.drop`: meaningless to a later view.
///
/// Work runs in ``tasks`` under the keys of ``UserListTask``; ``detach()`` cancels all of it. A
/// view attached after a detach that interrupted the first load restarts that load.
///
/// Threading: main actor only.
@MainActor
public final class UserListPresenter: ViewAttachable {
  /// The view protocol this presenter drives.
  public typealias View = any UserListView

  /// The default number of users asked for per page: 30.
  public static let defaultPageSize = 30

  /// The empty state's message.
  public static let emptyMessage = "No users yet."

  /// The presenter's async work; tests await `tasks.waitUntilIdle()` or one key of
  /// ``UserListTask``.
  public let tasks = TaskScope()

  private static let contentKey: UpdateKey = "content"

  private let binding = ViewBinding<any UserListView>()
  private let service: any UserService
  private let router: any UserListRouting
  private var paging: PagingState<User>
  private var deletingIDs: Set<Int> = []
  private var deletedIDs: Set<Int> = []
  private var resumesFirstLoadOnAttach = false

  /// Creates the presenter.
  ///
  /// - Parameters:
  ///   - service: Where users come from.
  ///   - router: Navigation, held strongly.
  ///   - pageSize: The most users asked for per page, 1 or more; defaults to
  ///     ``defaultPageSize`` (30).
  public init(
    service: any UserService,
    router: any UserListRouting,
    pageSize: Int = UserListPresenter.defaultPageSize
  ) {
    self.service = service
    self.router = router
    self.paging = PagingState(pageSize: pageSize)
  }

  /// The most users asked for per page.
  public var pageSize: Int {
    paging.pageSize
  }

  /// Attaches `view` (held weakly) and replays the current screen state and queued messages to
  /// it. Restarts the first load if a detach interrupted it.
  ///
  /// - Parameter view: The list view.
  public func attach(_ view: any UserListView) {
    binding.attach(view)
    if resumesFirstLoadOnAttach {
      resumesFirstLoadOnAttach = false
      loadFirstPage()
    }
  }

  /// Detaches the view and cancels all running work: page loads and deletions. Their answers are
  /// never delivered.
  public func detach() {
    binding.detach()
    resumesFirstLoadOnAttach = resumesFirstLoadOnAttach || paging.inFlight(.first) != nil
    tasks.cancelAll()
    paging.cancelAll()
    deletingIDs.removeAll()
  }

  /// Starts loading the first page.
  public func viewDidLoad() {
    loadFirstPage()
  }

  /// Loads the first page again after an error. Ignored while content is shown or a load runs.
  public func retry() {
    guard !paging.isLoaded else { return }
    loadFirstPage()
  }

  /// Reloads from the first page (pull to refresh).
  ///
  /// Ignored while a refresh runs. While the first load runs, ends the refresh indicator at once
  /// and lets that load finish. Cancels an in-flight next page.
  public func refresh() {
    let supersedesNextPage = paging.inFlight(.next) != nil
    guard let request = paging.begin(.refresh) else {
      if paging.inFlight(.first) != nil {
        binding.update { $0.endRefreshing() }
      }
      return
    }
    if supersedesNextPage {
      tasks.cancel(UserListTask.nextPage)
      binding.update { $0.hideLoadingMore() }
    }
    startReload(request)
  }

  /// Loads the next page, when the view reached the bottom of the list. Ignored when no more
  /// users exist or anything is loading.
  public func loadMore() {
    guard let request = paging.begin(.next) else { return }
    binding.update { $0.showLoadingMore() }
    tasks.perform(
      UserListTask.nextPage, owner: self,
      work: { [service] in try await service.users(offset: request.offset, limit: request.limit) },
      then: { presenter, result in presenter.finishNextPage(request, result) })
  }

  /// Shows the profile of the user in row `index`. Ignored when `index` is out of range.
  ///
  /// - Parameter index: The tapped row's index, as the view knows it.
  public func selectUser(at index: Int) {
    guard paging.items.indices.contains(index) else { return }
    router.navigate(to: .profile(userID: paging.items[index].id))
  }

  /// Deletes the user in row `index`, removing the row only when the service confirms.
  ///
  /// Ignored when `index` is out of range or that user's deletion is already running.
  ///
  /// - Parameter index: The row's index, as the view knows it; resolved to the user's id now.
  public func deleteUser(at index: Int) {
    guard paging.items.indices.contains(index) else { return }
    let user = paging.items[index]
    guard deletingIDs.insert(user.id).inserted else { return }
    tasks.perform(
      UserListTask.delete(userID: user.id), owner: self,
      work: { [service] in try await service.deleteUser(id: user.id) },
      then: { presenter, result in presenter.finishDelete(of: user, result) })
  }

  // MARK: - Loading

  private func loadFirstPage() {
    guard let request = paging.begin(.first) else { return }
    binding.update { $0.showLoading() }
    startReload(request)
  }

  private func startReload(_ request: PageRequest) {
    tasks.perform(
      UserListTask.reload, owner: self,
      work: { [service] in try await service.users(offset: request.offset, limit: request.limit) },
      then: { presenter, result in presenter.finishReload(request, result) })
  }

  private func finishReload(_ request: PageRequest, _ result: Result<Page<User>, any Error>) {
    switch result {
    case .success(let page):
      guard paging.complete(request, with: withoutDeletedUsers(page)) != nil else { return }
      endProgress(of: request)
      showContent()
    case .failure(let error):
      guard paging.fail(request) else { return }
      endProgress(of: request)
      let error = ServiceError(classifying: error)
      guard !error.isCancellation else { return }
      if paging.isLoaded {
        binding.update(.queue) { $0.showMessage(error.userMessage) }
      } else {
        binding.update(.state(Self.contentKey)) {
          $0.showError(message: error.userMessage, canRetry: true)
        }
      }
    }
  }

  private func finishNextPage(_ request: PageRequest, _ result: Result<Page<User>, any Error>) {
    switch result {
    case .success(let page):
      guard let update = paging.complete(request, with: withoutDeletedUsers(page)) else { return }
      binding.update { $0.hideLoadingMore() }
      guard case .appended(let range) = update, !range.isEmpty else { return }
      if range.lowerBound == 0 {
        showContent()
      } else {
        let rows = paging.items[range].map(UserRowViewModel.init(user:))
        binding.update { $0.insertUsers(at: range, rows: rows) }
      }
    case .failure(let error):
      guard paging.fail(request) else { return }
      binding.update { $0.hideLoadingMore() }
      let error = ServiceError(classifying: error)
      guard !error.isCancellation else { return }
      binding.update(.queue) { $0.showMessage(error.userMessage) }
    }
  }

  private func endProgress(of request: PageRequest) {
    switch request.kind {
    case .first: binding.update { $0.hideLoading() }
    case .refresh: binding.update { $0.endRefreshing() }
    case .next: binding.update { $0.hideLoadingMore() }
    }
  }

  /// The page without the users this presenter saw deleted: a refresh answered from a snapshot
  /// older than a confirmed delete (or a mock server that does not persist deletes) must not
  /// bring them back. Paging stays correct: the offset then advances by the users kept, so the
  /// next page overlaps by the users dropped, and repeats are discarded by id.
  private func withoutDeletedUsers(_ page: Page<User>) -> Page<User> {
    guard !deletedIDs.isEmpty else { return page }
    return Page(
      items: page.items.filter { !deletedIDs.contains($0.id) }, offset: page.offset,
      total: page.total)
  }

  // MARK: - Deleting

  private func finishDelete(of user: User, _ result: Result<Void, any Error>) {
    deletingIDs.remove(user.id)
    switch result {
    case .success:
      deletedIDs.insert(user.id)
      guard let index = paging.remove(id: user.id) else { return }
      binding.update { $0.removeUser(at: index) }
      if paging.items.isEmpty { showContent() }
    case .failure(let error):
      let error = ServiceError(classifying: error)
      guard !error.isCancellation else { return }
      let message = "Couldn't delete \(user.displayName). \(error.userMessage)"
      binding.update(.queue) { $0.showMessage(message) }
    }
  }

  // MARK: - Screen state

  /// Makes the list as it stands the screen state: the rows, or the empty state when there are
  /// none. Rendered when delivered, so a later view gets the rows current at its attach.
  private func showContent() {
    binding.update(.state(Self.contentKey)) { [weak self] view in
      guard let self else { return }
      if self.paging.items.isEmpty {
        view.showEmpty(message: Self.emptyMessage)
      } else {
        view.showUsers(self.paging.items.map(UserRowViewModel.init(user:)))
      }
    }
  }
}

extension UserListPresenter: UserChangeObserving {
  /// Shows a user changed elsewhere (an edit saved on the profile) in its row, found by id.
  /// Does nothing when the user is not shown (not loaded yet, or deleted).
  ///
  /// - Parameter user: The user as the server answered it.
  public func userDidChange(_ user: User) {
    guard !deletedIDs.contains(user.id), let index = paging.replace(user) else { return }
    let row = UserRowViewModel(user: user)
    binding.update { $0.updateUser(at: index, row: row) }
  }
}
