import MVPCore
import MVPNetworking

/// The passive user list screen: a scrolling list of users with pull to refresh, the next page
/// loaded at the bottom and swipe to delete.
///
/// Everything it shows is a `PagedListViewInterface` of ``UserRowViewModel`` rows (rows,
/// loading, loading more, end of refresh, empty, error with retry, transient messages, and the
/// notice of users that could not be shown: ``showSkippedNotice(_:)`` with the sentence
/// ``UserTexts/skippedUsers`` builds, and their reasons in ``logSkippedUsers(_:)``). It forwards
/// input to the presenter: `viewDidLoad()`,
/// `UserListPresenter.retry()`, `UserListPresenter.refresh()`,
/// `UserListPresenter.loadNextPage()`, ``UserListPresenter/selectUser(at:)`` and
/// ``UserListPresenter/deleteUser(at:)``. As the user scrolls, it reports the row at its top
/// (`UserListPresenter.topRowDidChange(to:)`); a view that scrolls adopts
/// `ScrollingListViewInterface` too, and is scrolled back to that user when the list comes back
/// after the app was killed.
@MainActor
public protocol UserListView: PagedListViewInterface where Row == UserRowViewModel {
  /// Shows, below the rows, how many users could not be shown ("2 users could not be shown."),
  /// or removes that notice (`nil`).
  ///
  /// - Parameter notice: The sentence (`UserTexts.skippedUsers`), or `nil`.
  func showSkippedNotice(_ notice: String?)

  /// Receives, with each skipped notice, every user of the list that could not be decoded so
  /// far, for a log. Does nothing by default.
  ///
  /// - Parameter failures: Why each one could not be decoded, in answer order.
  func logSkippedUsers(_ failures: [ItemDecodingFailure])
}

extension UserListView {
  /// Does nothing: the view keeps no log of users that could not be decoded.
  ///
  /// - Parameter failures: Ignored.
  public func logSkippedUsers(_ failures: [ItemDecodingFailure]) {}
}
