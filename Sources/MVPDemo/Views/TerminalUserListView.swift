import MVPCore
import UserFeature

/// The user list as a terminal screen: numbered rows of name and email.
///
/// Passive: `next`, `refresh`, `retry`, `open N` and `delete N` become calls on its
/// ``UserFeature/UserListPresenter``, which it keeps strongly.
///
/// Threading: main actor only.
@MainActor
public final class TerminalUserListView: UserListView, TerminalScreen {
  /// The presenter this view forwards input to; kept strongly (view → presenter).
  public let presenter: UserListPresenter

  private var rows: [UserRowViewModel] = []
  private var state = ScreenState()
  private var isLoadingMore = false
  private var skippedNotice: String?
  private var skippedLog: SkippedItemLog

  /// Creates the view around its presenter.
  ///
  /// - Parameters:
  ///   - presenter: The presenter, kept strongly.
  ///   - diagnostics: Where each item the server sent unreadable is described (`--verbose`:
  ///     standard error), or `nil` (the default) for nowhere.
  public init(presenter: UserListPresenter, diagnostics: (any TextOutput)? = nil) {
    self.presenter = presenter
    self.skippedLog = SkippedItemLog(list: "users", output: diagnostics)
  }

  // MARK: UserListView

  /// Shows the full-screen loading line.
  public func showLoading() { state.isLoading = true }

  /// Hides the loading line.
  public func hideLoading() { state.isLoading = false }

  /// Replaces the rows with the error state.
  ///
  /// - Parameters:
  ///   - message: The explanation.
  ///   - canRetry: Whether to offer `retry`.
  public func showError(message: String, canRetry: Bool) {
    rows = []
    state.showError(message: message, canRetry: canRetry)
  }

  /// Replaces the rows with the empty state.
  ///
  /// - Parameter message: The explanation.
  public func showEmpty(message: String) {
    rows = []
    state.showEmpty(message: message)
  }

  /// Queues a transient message for the next rendering.
  ///
  /// - Parameter text: The message.
  public func showMessage(_ text: String) { state.messages.append(text) }

  /// Replaces every row.
  ///
  /// - Parameter rows: The rows, in order.
  public func showUsers(_ rows: [UserRowViewModel]) {
    self.rows = rows
    state.showContent()
  }

  /// Inserts a further page's rows.
  ///
  /// - Parameters:
  ///   - indices: Where the rows go, at the end of the list.
  ///   - rows: The rows.
  public func insertUsers(at indices: Range<Int>, rows: [UserRowViewModel]) {
    self.rows.insert(contentsOf: rows, at: min(indices.lowerBound, self.rows.count))
  }

  /// Replaces a changed user's row.
  ///
  /// - Parameters:
  ///   - index: The row's index; out of range does nothing.
  ///   - row: The new row.
  public func updateUser(at index: Int, row: UserRowViewModel) {
    guard rows.indices.contains(index) else { return }
    rows[index] = row
  }

  /// Removes a deleted user's row.
  ///
  /// - Parameter index: The row's index; out of range does nothing.
  public func removeUser(at index: Int) {
    guard rows.indices.contains(index) else { return }
    rows.remove(at: index)
  }

  /// Shows the loading-more line.
  public func showLoadingMore() { isLoadingMore = true }

  /// Hides the loading-more line.
  public func hideLoadingMore() { isLoadingMore = false }

  /// Shows the notice of items that could not be shown under the rows, or removes it; describes
  /// each new one on the diagnostics output.
  ///
  /// - Parameter notice: The sentence, or `nil`.
  public func showSkippedItemsNotice(_ notice: String?) {
    skippedNotice = notice
    skippedLog.record(presenter.skippedUsers)
  }

  /// Nothing to stop: a terminal has no refresh indicator.
  public func endRefreshing() {}

  // MARK: TerminalScreen

  /// The presenter's task scope.
  public var taskScopes: [TaskScope] { [presenter.tasks] }

  /// Forwards `event` to the presenter.
  ///
  /// - Parameter event: The lifecycle event.
  public func send(_ event: LifecycleEvent) { presenter.handle(event) }

  /// Renders the rows, a count line and the state.
  ///
  /// - Returns: The screen.
  public func render() -> ScreenContent {
    var lines = rows.enumerated().map {
      "\($0.offset + 1). \($0.element.name) <\($0.element.email)>"
    }
    if !rows.isEmpty { lines.append("\(rows.count) users shown.") }
    if let skippedNotice { lines.append(skippedNotice) }
    if isLoadingMore { lines.append("Loading more...") }
    lines += state.takeLines()
    var commands = ["open N", "delete N", "next", "refresh"]
    if state.offersRetry { commands.append("retry") }
    return ScreenContent(title: "Users", lines: lines, commands: commands)
  }

  /// Handles `next`, `refresh`, `retry`, `open N` and `delete N`.
  ///
  /// - Parameter command: The command.
  /// - Returns: The outcome.
  public func perform(_ command: DemoCommand) -> CommandOutcome {
    switch command {
    case .next:
      presenter.loadNextPage()
    case .refresh:
      presenter.refresh()
    case .retry:
      presenter.retry()
    case .open(let row):
      return withRow(row) { presenter.selectUser(at: $0) }
    case .delete(let row):
      return withRow(row) { presenter.deleteUser(at: $0) }
    default:
      return .unsupported
    }
    return .performed
  }

  private func withRow(_ row: Int, _ action: (Int) -> Void) -> CommandOutcome {
    switch RowNumber.index(row, count: rows.count) {
    case .success(let index):
      action(index)
      return .performed
    case .failure(let error):
      return .rejected(error.message)
    }
  }
}
