/// A ``ScreenPresenter`` whose screen is one list: it declares its ``list`` loader and gets the
/// list's input from the kit.
///
/// ```swift
/// @MainActor
/// final class BooksPresenter: ListPresenter {
///   let screen = ScreenLifecycle<any BooksView>()
///   let list: PagedListLoader<Book, any BooksView>
///   // viewDidLoad, retry, refresh and loadNextPage come from ListPresenter.
/// }
/// ```
///
/// What it provides, each overridable by writing the member: `viewDidLoad()` loads the first
/// page (then tells the screen's embedded presenters), and ``retry()``, ``refresh()`` and
/// ``loadNextPage()`` go to the loader, whose rules they follow (see ``PagedListLoader``).
@MainActor
public protocol ListPresenter: ScreenPresenter where ListView == ScreenView {
  /// The items of the list.
  associatedtype ListItem: Identifiable & Sendable

  /// The view type the loader drives: the screen's view. (A separate name lets the compiler
  /// infer it from ``list`` alone.)
  associatedtype ListView

  /// The list's loader, built on ``ScreenPresenter/screen``.
  var list: PagedListLoader<ListItem, ListView> { get }
}

extension ListPresenter {
  /// Loads the first page (``PagedListLoader/load()``), then tells the screen's embedded
  /// presenters that the view loaded.
  public func viewDidLoad() {
    list.load()
    screen.handle(.viewDidLoad)
  }

  /// Loads the first page again after the error state's retry (``PagedListLoader/retry()``).
  public func retry() {
    list.retry()
  }

  /// Reloads from the first page after a pull to refresh (``PagedListLoader/refresh()``).
  public func refresh() {
    list.refresh()
  }

  /// Loads the next page when the view reached the bottom (``PagedListLoader/loadNextPage()``).
  public func loadNextPage() {
    list.loadNextPage()
  }
}
