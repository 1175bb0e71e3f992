import MVPCore
import MVPTestSupport

/// A paginated list screen as a presenter would wire it: a ``ScreenLifecycle``, a
/// ``PagedListLoader`` fetching from a ``CallbackStub`` server through the immediate dispatcher,
/// and a mock view. Everything runs synchronously on the test's main-actor turn.
@MainActor
final class ListScreen {
  let screen = ScreenLifecycle<any SampleListView>(dispatcher: .immediate)
  let server = CallbackStub<PageRequest, Page<Row>>()
  let view = MockSampleListView()
  let list: PagedListLoader<Row, any SampleListView>

  init(pageSize: Int = 10, rowEdits: Bool = true) {
    let server = self.server
    list = PagedListLoader(
      screen: screen, pageSize: pageSize,
      fetch: .callbacks { request, completion in
        server.call(request, completion: completion)
      },
      rendering: PagedListRendering.sample(rowEdits: rowEdits))
  }

  /// The page holding `ids`, as the server answers it.
  static func page(_ ids: [Int], offset: Int, total: Int) -> Page<Row> {
    Page(items: Row.rows(ids), offset: offset, total: total)
  }

  /// Answers the oldest pending request with `ids`; a failure points at the caller.
  func answer(
    _ ids: [Int], offset: Int, total: Int, at index: Int = 0, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    server.succeed(
      with: Self.page(ids, offset: offset, total: total), at: index, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// The offsets of every request the server received, in order, with their kinds.
  var requests: [String] {
    server.requests.map { "\($0.kind.rawValue)@\($0.offset)" }
  }

  /// Attaches the view and loads the first page `1...pageSize` of `total` items.
  func loadFirstPage(total: Int) {
    screen.attach(view)
    list.load()
    answer(Array(1...min(list.pageSize, total)), offset: 0, total: total)
  }
}
