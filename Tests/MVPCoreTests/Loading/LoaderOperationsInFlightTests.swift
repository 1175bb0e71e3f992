import MVPCore
import MVPTestSupport
import Testing

/// Every loader operation against every kind of request in flight, on a paged list (the server's
/// rows 1...8, 3 a page), with the in-flight answer computed before and after the operation where
/// that matters: the rows shown, the next page's offset, and that paging to the end shows every
/// item once, as saved (see ``InFlightListScreen/run(_:sourceLocation:)``).
///
/// The view is checked by what its calls amount to (its rows and indicators); the tests that name
/// a single rule assert the exact calls.
@MainActor
@Suite(.presenterTest(skipping: .viewCalls)) struct LoaderOperationsInFlightTests {
  typealias Case = LoaderOperationCase

  nonisolated static let nothingInFlight: [Case] = [
    Case(.insertNew, during: .none, rows: "9 1 2 3", next: 3),
    Case(.replaceFirstPageItem, during: .none, rows: "1 2* 3", next: 3),
    Case(.replaceSecondPageItem, during: .none, rows: "1 2 3", next: 3),
    Case(.removeFirstPageItem, during: .none, rows: "1 3", next: 2),
    // Not shown, and no answer left an item out: it lies beyond the rows received.
    Case(.removeSecondPageItem, during: .none, rows: "1 2 3", next: 3),
    Case(.removeLastItem, during: .none, rows: "1 2 3", next: 3),
    Case(.removeUnknownItem, during: .none, rows: "1 2 3", next: 3),
    Case(.refresh, during: .none, rows: "1 2 3", next: 3),
    Case(.nextPage, during: .none, rows: "1 2 3 4 5 6", next: 6),
    Case(.load, during: .none, rows: "1 2 3", next: 3),
    Case(.retry, during: .none, rows: "1 2 3", next: 3),
  ]

  /// The first load and a refresh read the same first page: the same outcomes.
  nonisolated static func reloadInFlight(_ reload: Case.InFlight) -> [Case] {
    [
      // Inserted while the reload ran: its answer cannot know of it.
      Case(.insertNew, during: reload, computed: .before, rows: "9 1 2 3", next: 3),
      Case(.insertNew, during: reload, computed: .after, rows: "9 1 2", next: 3),
      Case(.replaceFirstPageItem, during: reload, computed: .before, rows: "1 2* 3", next: 3),
      Case(.replaceFirstPageItem, during: reload, computed: .after, rows: "1 2* 3", next: 3),
      Case(.replaceSecondPageItem, during: reload, computed: .before, rows: "1 2 3", next: 3),
      Case(.replaceSecondPageItem, during: reload, computed: .after, rows: "1 2 3", next: 3),
      // The answer lists the removed item: its offsets count it.
      Case(.removeFirstPageItem, during: reload, computed: .before, rows: "1 3", next: 2),
      Case(.removeFirstPageItem, during: reload, computed: .after, rows: "1 3 4", next: 3),
      Case(.removeSecondPageItem, during: reload, computed: .before, rows: "1 2 3", next: 3),
      Case(.removeSecondPageItem, during: reload, computed: .after, rows: "1 2 3", next: 3),
      Case(.removeLastItem, during: reload, computed: .before, rows: "1 2 3", next: 3),
      Case(.removeLastItem, during: reload, computed: .after, rows: "1 2 3", next: 3),
      Case(.removeUnknownItem, during: reload, rows: "1 2 3", next: 3),
      Case(.refresh, during: reload, rows: "1 2 3", next: 3),
      Case(.nextPage, during: reload, rows: "1 2 3", next: 3),
      Case(.load, during: reload, rows: "1 2 3", next: 3),
      Case(.retry, during: reload, rows: "1 2 3", next: 3),
    ]
  }

  nonisolated static let nextPageInFlight: [Case] = [
    Case(.insertNew, during: .next, computed: .before, rows: "9 1 2 3 4 5 6", next: 6),
    // Computed after, the page starts one item early: the repeat is dropped.
    Case(.insertNew, during: .next, computed: .after, rows: "9 1 2 3 4 5", next: 6),
    Case(.replaceFirstPageItem, during: .next, computed: .before, rows: "1 2* 3 4 5 6", next: 6),
    Case(.replaceFirstPageItem, during: .next, computed: .after, rows: "1 2* 3 4 5 6", next: 6),
    // The page in flight carries the saved item: it shows as saved either way.
    Case(.replaceSecondPageItem, during: .next, computed: .before, rows: "1 2 3 4 5* 6", next: 6),
    Case(.replaceSecondPageItem, during: .next, computed: .after, rows: "1 2 3 4 5* 6", next: 6),
    // The page in flight is asked again from offset 2, after the delete.
    Case(.removeFirstPageItem, during: .next, computed: .before, rows: "1 3 4 5 6", next: 5),
    Case(.removeFirstPageItem, during: .next, computed: .after, rows: "1 3 4 5 6", next: 5),
    Case(.removeSecondPageItem, during: .next, computed: .before, rows: "1 2 3 4 6", next: 5),
    Case(.removeSecondPageItem, during: .next, computed: .after, rows: "1 2 3 4 6 7", next: 6),
    Case(.removeLastItem, during: .next, computed: .before, rows: "1 2 3 4 5 6", next: 6),
    Case(.removeLastItem, during: .next, computed: .after, rows: "1 2 3 4 5 6", next: 6),
    Case(.removeUnknownItem, during: .next, rows: "1 2 3 4 5 6", next: 6),
    Case(.refresh, during: .next, rows: "1 2 3", next: 3),
    Case(.nextPage, during: .next, rows: "1 2 3 4 5 6", next: 6),
    Case(.load, during: .next, rows: "1 2 3 4 5 6", next: 6),
    Case(.retry, during: .next, rows: "1 2 3 4 5 6", next: 6),
  ]

  @Test(arguments: nothingInFlight)
  func withNothingInFlight(_ check: Case) {
    InFlightListScreen(.paged).run(check)
  }

  @Test(arguments: reloadInFlight(.first))
  func duringTheFirstLoad(_ check: Case) {
    InFlightListScreen(.paged).run(check)
  }

  @Test(arguments: reloadInFlight(.refresh))
  func duringARefresh(_ check: Case) {
    InFlightListScreen(.paged).run(check)
  }

  @Test(arguments: nextPageInFlight)
  func duringANextPage(_ check: Case) {
    InFlightListScreen(.paged).run(check)
  }
}
