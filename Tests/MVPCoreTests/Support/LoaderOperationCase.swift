import MVPCore
import MVPTestSupport
import Testing

/// One row of the in-flight tables: a loader operation made while a request of some kind is in
/// flight, whose answer the server computed before or after it, and what the list shows then.
///
/// The list starts from the server's rows 1...8 (paged, 3 a page) or 1...5 (unpaged); every
/// operation that stands for a change made elsewhere makes that change on the server first.
struct LoaderOperationCase: Sendable, CustomTestStringConvertible {
  /// The request in flight when the operation comes.
  enum InFlight: String, Sendable {
    /// Nothing: the first page (or everything) is shown.
    case none
    /// The first load; nothing is shown.
    case first
    /// A refresh, the first page shown.
    case refresh
    /// The second page, the first shown.
    case next
  }

  /// The operation.
  enum Operation: String, Sendable {
    /// Item 9, created elsewhere, first on the server: `insert(_:)` at the front.
    case insertNew
    /// Item 2 (first page) saved elsewhere: `replace(_:)`.
    case replaceFirstPageItem
    /// Item 5 (second page) saved elsewhere: `replace(_:)`.
    case replaceSecondPageItem
    /// Item 2 deleted: `remove(id:)`.
    case removeFirstPageItem
    /// Item 5 deleted: `remove(id:)`.
    case removeSecondPageItem
    /// Item 8, on the last page, deleted: `remove(id:)`.
    case removeLastItem
    /// Item 42, never in the list: `remove(id:)`.
    case removeUnknownItem
    case refresh
    case nextPage
    case load
    case retry
  }

  /// When the server computed the answer to the request in flight.
  enum Computed: String, Sendable {
    case before
    case after
  }

  let inFlight: InFlight
  let operation: Operation
  let computed: Computed
  /// The rows once every answer came, one word each (see ``InFlightListScreen/shown``).
  let rows: String
  /// The offset the next page is asked from then; `nil` when there is no next page.
  let next: Int?

  init(
    _ operation: Operation, during inFlight: InFlight, computed: Computed = .before,
    rows: String, next: Int?
  ) {
    self.operation = operation
    self.inFlight = inFlight
    self.computed = computed
    self.rows = rows
    self.next = next
  }

  var testDescription: String {
    "\(operation) during \(inFlight), answer computed \(computed)"
  }
}

extension InFlightListScreen {
  /// Runs `check`: puts its request in flight, makes its operation, answers, and checks the rows,
  /// the view, the next page's offset, and that paging to the end shows every item of the server
  /// once, as saved.
  func run(_ check: LoaderOperationCase, sourceLocation: SourceLocation = #_sourceLocation) {
    startRequest(check.inFlight)
    let before = server
    let stale = pendingCount
    perform(check.operation)
    expectViewShowsTheRows("after the operation", sourceLocation: sourceLocation)
    settle(answeringOldest: check.computed == .before ? stale : 0, as: before)

    #expect(shown == check.rows, "rows once answered", sourceLocation: sourceLocation)
    expectViewShowsTheRows("once answered", sourceLocation: sourceLocation)
    #expect(list.hasMore == (check.next != nil), "hasMore", sourceLocation: sourceLocation)
    let requestsBefore = everything.requests.count
    list.loadNextPage()
    #expect(pendingOffset == check.next, "next page's offset", sourceLocation: sourceLocation)
    #expect(everything.requests.count == requestsBefore, sourceLocation: sourceLocation)

    settle()
    pageToTheEnd()
    #expect(
      shown == Self.words(server.rows), "every item once, as saved",
      sourceLocation: sourceLocation)
    #expect(list.expectedCount == list.items.count, sourceLocation: sourceLocation)
    expectViewShowsTheRows("at the end", sourceLocation: sourceLocation)
    if kind == .unpaged {
      #expect(!view.recorder.allCalls.contains(.showLoadingMore), sourceLocation: sourceLocation)
    }
  }

  private func startRequest(_ inFlight: LoaderOperationCase.InFlight) {
    list.load()
    guard inFlight != .first else { return }
    settle()
    switch inFlight {
    case .none, .first: break
    case .refresh: list.refresh()
    case .next: list.loadNextPage()
    }
  }

  private func perform(_ operation: LoaderOperationCase.Operation) {
    switch operation {
    case .insertNew:
      server.addFirst(Row(9))
      list.insert(Row(9))
    case .replaceFirstPageItem: list.replace(server.edit(2))
    case .replaceSecondPageItem: list.replace(server.edit(5))
    case .removeFirstPageItem: remove(2)
    case .removeSecondPageItem: remove(5)
    case .removeLastItem: remove(8)
    case .removeUnknownItem: remove(42)
    case .refresh: list.refresh()
    case .nextPage: list.loadNextPage()
    case .load: list.load()
    case .retry: list.retry()
    }
  }

  private func remove(_ id: Int) {
    server.delete(id)
    list.remove(id: id)
  }

  /// The view shows the loader's rows and, once nothing loads, no indicator.
  private func expectViewShowsTheRows(_ when: String, sourceLocation: SourceLocation) {
    let mirror = TitleListMirror(view.recorder.allCalls)
    #expect(!mirror.isInconsistent, "view rows \(when)", sourceLocation: sourceLocation)
    #expect(
      mirror.rows == list.items.map(\.title), "view rows \(when)", sourceLocation: sourceLocation)
    if !list.isLoading {
      #expect(!mirror.isLoadingShown, "loading \(when)", sourceLocation: sourceLocation)
      #expect(!mirror.isLoadingMoreShown, "loading more \(when)", sourceLocation: sourceLocation)
    }
  }
}
