import Books
import MVPCore
import MVPTestSupport
import Testing

/// The books presenter under seeded random view, user and server events: MVPTestSupport's
/// `PresenterChecker` with the kit's recording list view, the list intents and the rows' own (the
/// deletion a write), answered from a model of the server's books.
@MainActor @Suite struct BooksCheckerTests {
  final class CheckedBooksView: RecordingListView<BookRow>, BooksView {}

  @Test func booksKeepEveryInvariantUnderRandomEvents() async {
    let report = await PresenterChecker(
      presenter: { server in
        let service = StubBookService()  // fresh stubs for each sequence
        let books = server.collection((1...45).map(Book.sample), row: BookRow.init) {
          Book.sample(100 + $0)  // the books someone else adds
        }
        server.answers(service.pages, from: books) { query in
          books.page(offset: query.offset, limit: query.limit)  // pages of 20: next page loads
        }
        server.answers(service.deletions) { id in books.delete(id: id) }  // or fails, or cancels
        return BooksPresenter(service: service, router: RecordingRouter<BooksRoute>())
      },
      view: { _ in CheckedBooksView() },
      intents: .list() + [  // refresh, next page, retry
        .row("delete row", role: .write) { $0.deleteBook(at: $1) },
        .row("select row") { $0.selectBook(at: $1) },
      ],
      invariants: [
        PresenterInvariant("rows unique") { screen in
          let rows = screen.rows ?? []  // the rows' descriptions ([String])
          return Set(rows).count == rows.count ? nil : "rows repeat: \(rows)"
        }
      ]
    ).run()  // records a failure itself: seed, steps, reduced steps
    #expect(report.sequencesRun == 100)
  }
}
