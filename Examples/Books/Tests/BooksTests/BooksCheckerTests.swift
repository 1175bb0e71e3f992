import Books
import MVPCore
import MVPTestSupport
import Testing

/// The books presenter under seeded random view, user and server events: MVPTestSupport's
/// `PresenterChecker` with the kit's recording list view, the list intents and the rows' own.
@MainActor @Suite struct BooksCheckerTests {
  final class CheckedBooksView: RecordingListView<BookRow>, BooksView {}

  @Test func booksKeepEveryInvariantUnderRandomEvents() async {
    let report = await PresenterChecker(
      presenter: { server in
        let service = StubBookService()  // fresh stubs for each sequence
        server.answers(service.pages) { query in
          let ids = Array((1...45).dropFirst(query.offset).prefix(query.limit))
          return page(ids, offset: query.offset, total: 45)  // pages of 20: next page loads
        }
        server.answers(service.deletions)  // succeeds, fails or cancels
        return BooksPresenter(service: service, router: RecordingRouter<BooksRoute>())
      },
      view: { _ in CheckedBooksView() },
      intents: .list() + [  // refresh, next page, retry
        .row("delete row") { $0.deleteBook(at: $1) },
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
