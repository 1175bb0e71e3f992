import MVPCore
import MVPNetworking
import UserFeature

/// The user list as a terminal screen: numbered rows of name and email, then the position in the
/// list.
///
/// Passive: `next`, `refresh`, `retry`, `open N` and `delete N` become calls on its
/// `UserListPresenter`, which it keeps strongly; `list` prints every row loaded.
/// It prints only the rows that changed (see `TerminalList`), and reads the presenter's
/// `hasMore` and `expectedCount` to say where the user is and to stop offering `next` at the end.
@MainActor
public final class TerminalUserListView: UserListView, ScrollingListViewInterface,
  TerminalScreen
{
  /// The presenter this view forwards input to; kept strongly (view → presenter).
  public let presenter: UserListPresenter

  private let texts: DemoTexts
  private var list: TerminalList<UserRowViewModel>

  /// Creates the view around its presenter.
  ///
  /// - Parameters:
  ///   - presenter: The presenter, kept strongly.
  ///   - texts: The demo's strings; English by default.
  ///   - diagnostics: Where each item the server sent unreadable is described (`--verbose`:
  ///     standard error), or `nil` (the default) for nowhere.
  public init(
    presenter: UserListPresenter, texts: DemoTexts = .english,
    diagnostics: (any TextOutput)? = nil
  ) {
    self.presenter = presenter
    self.texts = texts
    self.list = TerminalList(texts: texts, kind: .users, diagnostics: diagnostics)
  }

  // MARK: UserListView

  /// Shows the full-screen loading line.
  public func showLoading() { list.state.isLoading = true }

  /// Hides the loading line.
  public func hideLoading() { list.state.isLoading = false }

  /// Replaces the rows with the error state.
  ///
  /// - Parameters:
  ///   - message: The explanation.
  ///   - canRetry: Whether to offer `retry`.
  public func showError(message: String, canRetry: Bool) {
    list.showError(message: message, canRetry: canRetry)
  }

  /// Replaces the rows with the empty state.
  ///
  /// - Parameter message: The explanation.
  public func showEmpty(message: String) { list.showEmpty(message: message) }

  /// Queues a transient message for the next rendering; one that answers `next` or `refresh`
  /// says that it failed and that `retry` repeats it.
  ///
  /// - Parameter text: The message.
  public func showMessage(_ text: String) { list.showMessage(text) }

  /// Replaces every row.
  ///
  /// - Parameter rows: The rows, in order.
  public func showRows(_ rows: [UserRowViewModel]) { list.show(rows) }

  /// Inserts a further page's rows.
  ///
  /// - Parameters:
  ///   - indices: Where the rows go, at the end of the list.
  ///   - rows: The rows.
  public func insertRows(_ rows: [UserRowViewModel], at indices: Range<Int>) {
    list.insert(rows, at: indices)
  }

  /// Replaces a changed user's row.
  ///
  /// - Parameters:
  ///   - index: The row's index; out of range does nothing.
  ///   - row: The new row.
  public func updateRow(at index: Int, with row: UserRowViewModel) { list.update(at: index, row) }

  /// Removes a deleted user's row; the rows the user was looking at are printed again,
  /// renumbered.
  ///
  /// - Parameter index: The row's index; out of range does nothing.
  public func removeRow(at index: Int) { list.remove(at: index) }

  /// Shows the loading-more line.
  public func showLoadingMore() { list.isLoadingMore = true }

  /// Hides the loading-more line.
  public func hideLoadingMore() { list.isLoadingMore = false }

  /// Shows the notice of items that could not be shown under the rows, or removes it.
  ///
  /// - Parameter notice: The sentence, or `nil`.
  public func showSkippedNotice(_ notice: String?) {
    list.showSkippedNotice(notice)
  }

  /// Describes each user not described yet that could not be decoded on the diagnostics output.
  ///
  /// - Parameter failures: Every one of the list so far, oldest first, as the presenter tells.
  public func logSkippedUsers(_ failures: [ItemDecodingFailure]) {
    list.logSkippedItems(failures)
  }

  /// Nothing to stop: a terminal has no refresh indicator.
  public func endRefreshing() {}

  /// Shows the rows from `index` on: a restored list comes back at the rows the user was
  /// reading.
  ///
  /// - Parameter index: The row to show at the top.
  public func scrollToRow(at index: Int) { list.scroll(toRow: index) }

  // MARK: TerminalScreen

  /// The presenter's task scope.
  public var taskScopes: [TaskScope] { [presenter.tasks] }

  /// `Loading…`, `Loading more…` or the deletion in flight.
  public var progress: String? { list.progress }

  /// Forwards `event` to the presenter; on `viewWillAppear` the rows the user was looking at
  /// are printed again.
  ///
  /// - Parameter event: The lifecycle event.
  public func send(_ event: LifecycleEvent) {
    if event == .viewWillAppear { list.willAppear() }
    presenter.handle(event)
  }

  /// Renders the rows that changed, the position line, the state and the messages, and tells
  /// the presenter the top row (the first row the user looks at), which a saved session keeps.
  ///
  /// - Returns: The screen.
  public func render() -> ScreenContent {
    let content = list.render(
      title: texts.usersTitle, paging: presenter.paging,
      rowCommands: [texts.openHint, texts.deleteHint],
      format: { "\($0). \(OutsideText.field($1.name)) <\(OutsideText.field($1.email))>" })
    if let top = list.topRow { presenter.topRowDidChange(to: top) }
    return content
  }

  /// Handles `next`, `refresh`, `retry`, `list`, `open N` and `delete N`.
  ///
  /// - Parameter command: The command.
  /// - Returns: The outcome.
  public func perform(_ command: DemoCommand) -> CommandOutcome {
    if let (outcome, call) = list.perform(command, paging: presenter.paging) {
      presenter.send(call)
      return outcome
    }
    switch command {
    case .open(let row):
      return withRow(row) { presenter.selectUser(at: $0) }
    case .delete(let row):
      return withRow(row) { index in
        list.pendingProgress = texts.deleting(OutsideText.field(list.rows[index].name))
        presenter.deleteUser(at: index)
      }
    default:
      return .unsupported
    }
  }

  /// The name the row of user `id` shows, made inert as printed, or `nil` when no row shows it;
  /// the title of a profile opened from that row until the profile loads.
  ///
  /// - Parameter id: The user's id.
  func shownName(id: Int) -> String? {
    list.rows.first { $0.id == id }.map { OutsideText.field($0.name) }
  }

  private func withRow(_ number: Int, _ action: (Int) -> Void) -> CommandOutcome {
    switch list.rowIndex(number) {
    case .success(let index):
      action(index)
      return .performed
    case .failure(let error):
      return .rejected(error.message)
    }
  }
}
