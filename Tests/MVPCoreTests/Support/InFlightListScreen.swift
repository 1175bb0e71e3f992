import MVPCore
import MVPTestSupport

/// A titles list on a screen with a view attached, paged (3 rows a page) or unpaged (`fetchAll:`),
/// served by a ``ServerList``: the in-flight tests answer each request as the server was when it
/// started (computed before a change) or as it is now (computed after).
@MainActor
final class InFlightListScreen {
  /// Whether the list pages.
  enum Kind: String, Sendable {
    case paged
    case unpaged
  }

  let kind: Kind
  let screen = ScreenLifecycle<any TitleListView>(dispatcher: .immediate)
  let view = MockTitleListView()
  let pages = CallbackStub<PageRequest, Page<Row>>()
  let everything = CallbackStub<Void, [Row]>()
  /// The server as it is now.
  var server: ServerList
  let list: PagedListLoader<Row, any TitleListView>

  /// The rows per page of a paged list.
  static let pageSize = 3

  init(_ kind: Kind) {
    self.kind = kind
    server = ServerList(kind == .paged ? 1...8 : 1...5)
    let (pages, everything) = (self.pages, self.everything)
    switch kind {
    case .paged:
      list = PagedListLoader(
        screen: screen, pageSize: Self.pageSize,
        fetch: .callbacks { request, completion in
          pages.call(request, completion: completion)
        },
        view: { $0.pagedListView }, row: \.title, texts: TitleListScreen.texts)
    case .unpaged:
      list = PagedListLoader(
        screen: screen,
        fetchAll: .callbacks { _, completion in
          everything.call((), completion: completion)
        },
        view: { $0.pagedListView }, row: \.title, texts: TitleListScreen.texts)
    }
    screen.attach(view)
  }

  /// How many requests wait for an answer, superseded ones included.
  var pendingCount: Int {
    kind == .paged ? pages.pendingRequests.count : everything.pendingRequests.count
  }

  /// The offset of the oldest pending page request; `nil` when none waits or the list is unpaged.
  var pendingOffset: Int? {
    pages.pendingRequests.first?.offset
  }

  /// Answers the oldest pending request as `snapshot` of the server would.
  func answerOldest(as snapshot: ServerList) {
    switch kind {
    case .paged:
      guard let request = pages.pendingRequests.first else { return }
      pages.succeed(with: snapshot.page(for: request))
    case .unpaged:
      everything.succeed(with: snapshot.rows)
    }
  }

  /// Answers every pending request: the oldest `stale` of them as `snapshot` would (computed
  /// before a change), the others, and those their answers lead to, as the server is now.
  func settle(answeringOldest stale: Int = 0, as snapshot: ServerList? = nil) {
    for _ in 0..<stale where pendingCount > 0 { answerOldest(as: snapshot ?? server) }
    var answered = 0
    while pendingCount > 0, answered < 50 {
      answered += 1
      answerOldest(as: server)
    }
  }

  /// Asks for the next pages, answered by the server as it is now, until the list has no more
  /// (at most 20 pages).
  func pageToTheEnd() {
    var pagesAsked = 0
    while list.hasMore, pagesAsked < 20 {
      pagesAsked += 1
      list.loadNextPage()
      settle()
    }
  }

  /// The rows shown, one word each: the id, with `*` when the title is an edit.
  var shown: String {
    Self.words(list.items)
  }

  /// `rows` one word each, as ``shown``.
  static func words(_ rows: [Row]) -> String {
    rows.map { "\($0.id)" + ($0.title.hasPrefix("edited") ? "*" : "") }.joined(separator: " ")
  }
}
