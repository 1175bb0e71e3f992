import MVPCore
import MVPTestSupport

/// A paged list of titles on a screen, built as a module builder builds one (the view attached),
/// on a server the test keeps across relaunches: the list restoration tests' app.
@MainActor
final class RestorableTitleList<View: TitleListView> {
  let screen = ScreenLifecycle<any TitleListView>(dispatcher: .immediate)
  let view: View
  let list: PagedListLoader<Row, any TitleListView>

  /// Builds the list, attaching `view`.
  ///
  /// - Parameters:
  ///   - server: The server, kept by the test: it outlives the app.
  ///   - view: The view.
  ///   - pageSize: The list's page size.
  init(server: CallbackStub<PageRequest, Page<Row>>, view: View, pageSize: Int = 10) {
    self.view = view
    list = PagedListLoader(
      screen: screen, pageSize: pageSize,
      fetch: .callbacks { request, completion in server.call(request, completion: completion) },
      view: { $0.pagedListView }, row: \.title, texts: TitleListScreen.texts)
    screen.attach(view)
  }

  /// The module of a list on `server` with a new `view`, to build in a `RelaunchableModule`.
  static func module(
    server: CallbackStub<PageRequest, Page<Row>>, pageSize: Int = 10, view: () -> View
  ) -> Module<View, RestorableTitleList> {
    let app = RestorableTitleList(server: server, view: view(), pageSize: pageSize)
    return Module(view: app.view, presenter: app)
  }
}

extension CallbackStub where Request == PageRequest, Response == Page<Row> {
  /// Every request received, as `kind@offset+limit`.
  var described: [String] {
    requests.map { "\($0.kind.rawValue)@\($0.offset)+\($0.limit)" }
  }

  /// The index of the newest pending request: the live one, when the killed app's requests
  /// (cancelled, still answerable) are pending too.
  var liveIndex: Int { max(0, pendingRequests.count - 1) }

  /// Answers the newest pending request from `rows`, as the server that holds them.
  func answer(
    from rows: ServerList, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let request = pendingRequests.last
    succeed(
      with: request.map(rows.page(for:)) ?? Page(items: [], offset: 0, total: 0), at: liveIndex,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// Row titles `row <id>` of `ids`.
func titles(_ ids: ClosedRange<Int>) -> [String] {
  ids.map { "row \($0)" }
}
