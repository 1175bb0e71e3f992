import MVPCore
import MVPTestSupport
import Testing

/// Every loader operation against every kind of request in flight, on a list without paging
/// (`fetchAll:`, the server's rows 1...5): there is never a next page, and no operation makes one
/// (see ``LoaderOperationsInFlightTests``). A next page is never in flight either.
@MainActor
@Suite(.presenterTest(skipping: .viewCalls)) struct UnpagedLoaderOperationsInFlightTests {
  typealias Case = LoaderOperationCase

  nonisolated static let nothingInFlight: [Case] = [
    Case(.insertNew, during: .none, rows: "9 1 2 3 4 5", next: nil),
    Case(.replaceFirstPageItem, during: .none, rows: "1 2* 3 4 5", next: nil),
    Case(.removeFirstPageItem, during: .none, rows: "1 3 4 5", next: nil),
    Case(.removeUnknownItem, during: .none, rows: "1 2 3 4 5", next: nil),
    Case(.refresh, during: .none, rows: "1 2 3 4 5", next: nil),
    Case(.nextPage, during: .none, rows: "1 2 3 4 5", next: nil),
    Case(.load, during: .none, rows: "1 2 3 4 5", next: nil),
    Case(.retry, during: .none, rows: "1 2 3 4 5", next: nil),
  ]

  /// The first load and a refresh read everything alike.
  nonisolated static func reloadInFlight(_ reload: Case.InFlight) -> [Case] {
    [
      Case(.insertNew, during: reload, computed: .before, rows: "9 1 2 3 4 5", next: nil),
      Case(.insertNew, during: reload, computed: .after, rows: "9 1 2 3 4 5", next: nil),
      Case(.replaceFirstPageItem, during: reload, computed: .before, rows: "1 2* 3 4 5", next: nil),
      Case(.replaceFirstPageItem, during: reload, computed: .after, rows: "1 2* 3 4 5", next: nil),
      Case(.removeFirstPageItem, during: reload, computed: .before, rows: "1 3 4 5", next: nil),
      Case(.removeFirstPageItem, during: reload, computed: .after, rows: "1 3 4 5", next: nil),
      Case(.removeUnknownItem, during: reload, rows: "1 2 3 4 5", next: nil),
      Case(.refresh, during: reload, rows: "1 2 3 4 5", next: nil),
      Case(.nextPage, during: reload, rows: "1 2 3 4 5", next: nil),
      Case(.load, during: reload, rows: "1 2 3 4 5", next: nil),
      Case(.retry, during: reload, rows: "1 2 3 4 5", next: nil),
    ]
  }

  @Test(arguments: nothingInFlight)
  func withNothingInFlight(_ check: Case) {
    InFlightListScreen(.unpaged).run(check)
  }

  @Test(arguments: reloadInFlight(.first))
  func duringTheFirstLoad(_ check: Case) {
    InFlightListScreen(.unpaged).run(check)
  }

  @Test(arguments: reloadInFlight(.refresh))
  func duringARefresh(_ check: Case) {
    InFlightListScreen(.unpaged).run(check)
  }

  @Test func aNextPageIsNeverInFlight() {
    let screen = InFlightListScreen(.unpaged)
    screen.list.load()
    screen.settle()
    for id in [2, 42] {
      screen.list.remove(id: id)
      screen.list.loadNextPage()
      #expect(screen.pendingCount == 0)
    }
    screen.list.refresh()
    screen.list.loadNextPage()
    #expect(screen.everything.requests.count == 2)
    screen.settle()
    #expect(!screen.list.hasMore)
  }
}
