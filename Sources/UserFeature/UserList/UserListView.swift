import MVPCore

/// The passive user list screen: a scrolling list of users with pull to refresh, the next page
/// loaded at the bottom and swipe to delete.
///
/// Besides the capabilities it composes (full-screen loading, error with retry, empty state,
/// transient messages) it renders rows as ``UserListPresenter`` tells it, and forwards input to
/// the presenter: `viewDidLoad()`, ``UserListPresenter/retry()``,
/// ``UserListPresenter/refresh()``, ``UserListPresenter/loadNextPage()``,
/// ``UserListPresenter/selectUser(at:)`` and ``UserListPresenter/deleteUser(at:)``.
///
/// Threading: main actor only.
@MainActor
public protocol UserListView: LoadingViewInterface, ErrorViewInterface, EmptyViewInterface,
  MessageViewInterface
{
  /// Replaces all rows with `rows`, hiding any empty or error state. Sent after the first page or
  /// a refresh, and to a view that attaches to a presenter that already has content.
  ///
  /// - Parameter rows: Every row, top to bottom.
  func showUsers(_ rows: [UserRowViewModel])

  /// Inserts the rows of a newly loaded page.
  ///
  /// - Parameters:
  ///   - indices: Where the new rows go, contiguous at the end of the list (the row count before
  ///     the insertion up to the new row count, exclusive).
  ///   - rows: The new rows, `indices.count` of them, in order.
  func insertUsers(at indices: Range<Int>, rows: [UserRowViewModel])

  /// Replaces one row after the user was changed elsewhere (an edit saved on the profile).
  ///
  /// - Parameters:
  ///   - index: The row's current index, valid for the rows shown.
  ///   - row: The row's new content.
  func updateUser(at index: Int, row: UserRowViewModel)

  /// Removes one row after the server confirmed the user's deletion.
  ///
  /// - Parameter index: The row's current index, valid for the rows shown.
  func removeUser(at index: Int)

  /// Shows the activity indicator at the bottom of the list while the next page loads.
  func showLoadingMore()

  /// Hides the activity indicator at the bottom of the list.
  func hideLoadingMore()

  /// Ends the pull-to-refresh indicator.
  func endRefreshing()

  /// Shows, below the rows, how many users of the list could not be shown because the server
  /// sent them in a form the app cannot read ("2 users could not be shown."), or removes that
  /// notice. Sent after the rows whenever the count changes (a refresh starts it afresh), and
  /// replayed to a view that attaches later; the reasons are in
  /// ``UserListPresenter/skippedUsers``.
  ///
  /// - Parameter notice: The sentence to show, or `nil` to remove the notice.
  func showSkippedItemsNotice(_ notice: String?)
}
