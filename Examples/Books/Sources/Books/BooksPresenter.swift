import MVPCore

/// Decides what the books screen shows: pages of books, opening one, deleting one, and a book
/// added on another screen.
///
/// The list is MVPCore's `PagedListLoader` (``list``), which drives the ``BooksView`` itself:
/// first load, retry, pull to refresh, next page, errors. `ListPresenter` gives attach, detach,
/// the lifecycle events, `tasks`, pending-work reporting, `viewDidLoad()` (the first load),
/// `retry()`, `refresh()` and `loadNextPage()`.
@MainActor
public final class BooksPresenter: ListPresenter {
  /// The screen: the weak binding to the books view, the page loads and the deletions.
  public let screen = ScreenLifecycle<any BooksView>()
  /// The books shown, their pages and rows by identity.
  public let list: PagedListLoader<Book, any BooksView>
  private let service: any BookService
  private let router: any BooksRouting

  /// Creates the presenter; nothing loads until `viewDidLoad()`.
  ///
  /// - Parameters:
  ///   - service: Where the books come from and are deleted.
  ///   - router: Opens a book; held strongly.
  public init(service: any BookService, router: any BooksRouting) {
    self.service = service
    self.router = router
    list = PagedListLoader(
      screen: screen, pageSize: 20,
      fetch: .async { [service] in try await service.books(offset: $0.offset, limit: $0.limit) },
      view: { $0.pagedListView }, row: BookRow.init, texts: ListTexts(empty: "No books yet."))
  }

  /// Opens the book in row `index`; does nothing for an index that is not a row.
  ///
  /// - Parameter index: The tapped row, as the view knows it.
  public func selectBook(at index: Int) {
    guard let book = list.item(at: index) else { return }
    router.navigate(to: .book(id: book.id))
  }

  /// Deletes the book in row `index`: its row goes, wherever it is by then, once the service
  /// confirms, and a message says so or why it failed. A second tap while that book's deletion
  /// runs does nothing (the write holds its key); other books' deletions run beside it.
  ///
  /// - Parameter index: The row, as the view knows it; resolved to its book now.
  public func deleteBook(at index: Int) {
    guard let book = list.item(at: index) else { return }
    tasks.perform(
      "delete.\(book.id)", role: .write, owner: self,
      work: { [service] in try await service.deleteBook(id: book.id) },
      then: { presenter, result in presenter.finishDelete(of: book, result) })
  }

  /// Shows a book added on another screen at the front of the list, without a reload.
  ///
  /// - Parameter book: The new book.
  public func bookAdded(_ book: Book) { list.insert(book) }

  private func finishDelete(of book: Book, _ result: Result<Void, any Error>) {
    let message: String
    switch result {
    case .success:
      list.remove(id: book.id)
      message = "Deleted \(book.title)."
    case .failure(let error):
      message = "Couldn't delete \(book.title). \(ServiceError(classifying: error).userMessage)"
    }
    screen.showMessage(message, on: \.messageView)
  }
}
