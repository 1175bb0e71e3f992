import MVPCore
import MVPTestSupport
import Testing

/// The shelf page's view: its rows, and the count shown as a message.
@MainActor private protocol ShelfView: PagedListViewInterface where Row == String {}

@MainActor private final class MockShelfView: RecordingListView<String>, ShelfView {}

/// A shelf page: the list of rows and, above it, a count loaded on its own. One presenter is
/// both a `ListPresenter` and a `ResourcePresenter`, and writes no entry point.
@MainActor
private final class ShelfPagePresenter: ListPresenter, ResourcePresenter {
  let screen = ScreenLifecycle<any ShelfView>(dispatcher: .immediate)
  let list: PagedListLoader<Row, any ShelfView>
  let resource: ResourceLoader<Int, any ShelfView>

  init(rows: CallbackStub<PageRequest, Page<Row>>, count: CallbackStub<Int, Int>) {
    list = PagedListLoader(
      screen: screen, pageSize: 2,
      fetch: .callbacks { request, completion in rows.call(request, completion: completion) },
      view: { $0.pagedListView }, row: \.title, texts: ListTexts(empty: "No rows."))
    resource = ResourceLoader(
      screen: screen, key: "count",
      fetch: .callbacks { _, completion in count.call(0, completion: completion) },
      view: { $0 }, showValue: { view, count in view.showMessage("\(count) on the shelf") })
  }
}

/// The first loads live in the screen, so `ListPresenter` and `ResourcePresenter` no longer clash
/// (issue 27, item 2): `viewDidLoad` starts both, in the order they were built, and `retry()`
/// loads again only what failed.
@MainActor @Suite(.presenterTest) struct ListAndResourcePresenterTests {
  let rows = CallbackStub<PageRequest, Page<Row>>()
  let count = CallbackStub<Int, Int>()
  private let view = MockShelfView()

  @Test func viewDidLoadStartsBothLoadsAndRetryLoadsAgainOnlyWhatFailed() {
    let presenter = ShelfPagePresenter(rows: rows, count: count)
    presenter.attach(view)
    presenter.viewDidLoad()
    #expect(rows.requests.map(\.offset) == [0])
    #expect(count.requests == [0])
    rows.succeed(with: Page(items: Row.rows([1, 2]), offset: 0, total: 2))
    count.fail(with: ServiceError.offline)
    presenter.retry()
    #expect(rows.requests.count == 1)
    #expect(count.requests == [0, 0])
    count.succeed(with: 7)
    view.recorder.expectCalls([
      .showLoading, .showLoading, .hideLoading, .showRows(["row 1", "row 2"]), .hideLoading,
      .showError(ServiceError.offline.userMessage, canRetry: true), .showLoading, .hideLoading,
      .showMessage("7 on the shelf"),
    ])
  }
}
