import Books
import MVPCore
import MVPTestSupport

final class MockBooksView: BooksView, CallRecording {
  enum Call: Equatable {
    case showLoading
    case hideLoading
    case showRows([BookRow])
    case insertRows([BookRow], at: Range<Int>)
    case removeRow(at: Int)
    case updateRow(at: Int, BookRow)
    case showLoadingMore
    case hideLoadingMore
    case endRefreshing
    case showEmpty(String)
    case showError(String, canRetry: Bool)
    case showMessage(String)
  }

  let recorder = CallRecorder<Call>()
  let presenter: BooksPresenter  // view → presenter: strong

  init(presenter: BooksPresenter) { self.presenter = presenter }

  func showLoading() { record(.showLoading) }
  func hideLoading() { record(.hideLoading) }
  func showRows(_ rows: [BookRow]) { record(.showRows(rows)) }
  func insertRows(_ rows: [BookRow], at indices: Range<Int>) {
    record(.insertRows(rows, at: indices))
  }
  func removeRow(at index: Int) { record(.removeRow(at: index)) }
  func updateRow(at index: Int, with row: BookRow) { record(.updateRow(at: index, row)) }
  func showLoadingMore() { record(.showLoadingMore) }
  func hideLoadingMore() { record(.hideLoadingMore) }
  func endRefreshing() { record(.endRefreshing) }
  func showEmpty(message: String) { record(.showEmpty(message)) }
  func showError(message: String, canRetry: Bool) {
    record(.showError(message, canRetry: canRetry))
  }
  func showMessage(_ text: String) { record(.showMessage(text)) }
}

struct StubBookService: BookService {
  struct PageQuery: Equatable, Sendable {
    let offset: Int
    let limit: Int
  }

  let pages = AsyncStub<PageQuery, Page<Book>>()
  let deletions = AsyncStub<Int, Void>()

  func books(offset: Int, limit: Int) async throws -> Page<Book> {
    try await pages.call(PageQuery(offset: offset, limit: limit))
  }
  func deleteBook(id: Int) async throws { try await deletions.call(id) }
}

/// A catalogue of one book whose title says where the page request ran: "on the main actor" or
/// "off the main actor". It only sees its caller's actor because the target's settings make its
/// async methods run where they are called.
struct IsolationProbeBookService: BookService {
  func books(offset: Int, limit: Int) async throws -> Page<Book> {
    let place = #isolation === MainActor.shared ? "on the main actor" : "off the main actor"
    return Page(items: [Book(id: 1, title: place, author: "Probe")], offset: offset, total: 1)
  }
  func deleteBook(id: Int) async throws {}
}

extension RecordingRouter: BooksRouting where Route == BooksRoute {}

extension Book {
  /// Book `id`: "Book 3" by "Author 3".
  static func sample(_ id: Int) -> Book {
    Book(id: id, title: "Book \(id)", author: "Author \(id)")
  }
}

/// The rows of books `ids`.
func rows(_ ids: [Int]) -> [BookRow] { ids.map { BookRow(.sample($0)) } }

/// The page of books `ids` at `offset`, of a catalogue of `total` books.
func page(_ ids: [Int], offset: Int = 0, total: Int) -> Page<Book> {
  Page(items: ids.map(Book.sample), offset: offset, total: total)
}
