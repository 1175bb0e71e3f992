/// A ``ScreenPresenter`` whose screen shows a list: it declares its ``list`` loader and gets the
/// list's input from the kit.
///
/// ```swift
/// @MainActor
/// final class BooksPresenter: ListPresenter {
///   let screen = ScreenLifecycle<any BooksView>()
///   let list: PagedListLoader<Book, any BooksView>
///   // The first load (at viewDidLoad), retry, refresh and loadNextPage come from the kit.
/// }
/// ```
///
/// The screen starts the list's first load at `viewDidLoad` (as it does for every loader built on
/// it, see ``ScreenLifecycle/handle(_:)``), so a presenter can also be a ``ResourcePresenter``.
/// ``refresh()``, ``loadNextPage()`` and ``topRowDidChange(to:)`` go to the loader, whose rules
/// they follow (see ``PagedListLoader``), and ``ScreenPresenter/retry()`` to the screen. All of
/// them are requirements: a presenter's own version runs from any caller, generic ones included.
@MainActor
public protocol ListPresenter: ScreenPresenter {
  /// The items of the list.
  associatedtype ListItem: Identifiable & Sendable

  /// The list's loader, built on ``ScreenPresenter/screen``.
  var list: PagedListLoader<ListItem, View> { get }

  /// Reloads from the first page after a pull to refresh; by default
  /// ``PagedListLoader/refresh()``.
  func refresh()

  /// Loads the next page when the view reached the bottom of the list; by default
  /// ``PagedListLoader/loadNextPage()``.
  func loadNextPage()

  /// Takes the row at the top of the view's visible area as the user scrolls, so that the list
  /// comes back to it after the app is killed; by default
  /// ``PagedListLoader/topRowDidChange(to:)``, which says the rules.
  ///
  /// - Parameter index: The index of the row at the top of the visible rows.
  func topRowDidChange(to index: Int)
}

extension ListPresenter {
  /// Reloads from the first page after a pull to refresh (``PagedListLoader/refresh()``).
  public func refresh() {
    list.refresh()
  }

  /// Loads the next page when the view reached the bottom (``PagedListLoader/loadNextPage()``).
  public func loadNextPage() {
    list.loadNextPage()
  }

  /// Takes the row at the top of the view's visible area
  /// (``PagedListLoader/topRowDidChange(to:)``).
  ///
  /// - Parameter index: The index of the row at the top of the visible rows.
  public func topRowDidChange(to index: Int) {
    list.topRowDidChange(to: index)
  }
}
