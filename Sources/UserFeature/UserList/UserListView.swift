import MVPCore

/// The passive user list screen: a scrolling list of users with pull to refresh, the next page
/// loaded at the bottom and swipe to delete.
///
/// Everything it shows is a `PagedListViewInterface` of ``UserRowViewModel`` rows (rows,
/// loading, loading more, end of refresh, empty, error with retry, transient messages, and the
/// notice of users that could not be shown, the sentence ``UserTexts/skippedUsers`` builds). It
/// forwards input to the presenter: `viewDidLoad()`,
/// `UserListPresenter.retry()`, `UserListPresenter.refresh()`,
/// `UserListPresenter.loadNextPage()`, ``UserListPresenter/selectUser(at:)`` and
/// ``UserListPresenter/deleteUser(at:)``.
@MainActor
public protocol UserListView: PagedListViewInterface where Row == UserRowViewModel {}
