import GoodsFeature
import MVPCore
import MVPTestSupport

/// The collaborators of a goods list presenter test: a stub service, a mock view and a recording
/// router, with helpers for the steps most tests start with.
@MainActor
struct GoodsListHarness {
  /// `ServiceError.offline.userMessage`, written out.
  static let offlineMessage = "You appear to be offline. Check your connection and try again."
  /// `ServiceError.timeout.userMessage`, written out.
  static let timeoutMessage = "The server took too long to answer. Please try again."

  let service = StubGoodsService()
  let view = MockGoodsListView()
  let router = RecordingRouter<GoodsListRoute>()

  /// A presenter with `view` attached.
  func makePresenter(
    options: GoodsDisplayOptions = GoodsDisplayOptions(),
    pageSize: Int = 20,
    dispatcher: any Dispatcher = .immediate
  ) -> GoodsListPresenter {
    let presenter = GoodsListPresenter(
      service: service, router: router, options: options, pageSize: pageSize,
      dispatcher: dispatcher)
    presenter.attach(view)
    return presenter
  }

  /// The page request the presenter should send.
  func query(offset: Int, limit: Int = 20) -> StubGoodsService.PageQuery {
    StubGoodsService.PageQuery(offset: offset, limit: limit)
  }

  /// Loads and shows the first page of plain products `ids` out of `total`, checking the calls.
  func showFirstPage(
    _ presenter: GoodsListPresenter,
    ids: ClosedRange<Int> = 1...20,
    total: Int = 45,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    presenter.viewDidLoad()
    service.pages.succeed(
      with: GoodsSamples.page(ids, offset: 0, total: total), fileID: fileID, filePath: filePath,
      line: line, column: column)
    view.recorder.expectCalls(
      [.showLoading, .hideLoading, .showGoods(GoodsSamples.rows(ids))], fileID: fileID,
      filePath: filePath, line: line, column: column)
  }
}
