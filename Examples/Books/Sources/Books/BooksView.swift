import MVPCore

/// The passive books screen: a list of ``BookRow``s with loading, loading more, pull to refresh,
/// the empty and error states, and transient messages, all from `PagedListViewInterface`.
///
/// It forwards input to its ``BooksPresenter``: `viewDidLoad()`, `retry()`, `refresh()`,
/// `loadNextPage()`, ``BooksPresenter/selectBook(at:)`` and ``BooksPresenter/deleteBook(at:)``.
@MainActor
public protocol BooksView: PagedListViewInterface where Row == BookRow {}
