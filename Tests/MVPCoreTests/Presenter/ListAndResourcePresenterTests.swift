import MVPCore
import MVPTestSupport
import Testing

/// A shelf page: the list of rows and, above it, a count loaded on its own. One presenter is
/// both a `ListPresenter` and a `ResourcePresenter`, and writes no entry point.
@MainActor
private final class ShelfPagePresenter: ListPresenter, ResourcePresenter {
  let screen = ScreenLifecycle<any SampleListView>()
  let list: PagedListLoader<Row, any SampleListView>
  let resource: ResourceLoader<Int, any SampleListView>

  init(rows: CallbackStub<PageRequest, Page<Row>>, count: CallbackStub<Int, Int>) {
    list = PagedListLoader(
      screen: screen, pageSize: 2,
      fetch: .callbacks(dispatcher: .immediate) { request, completion in
        rows.call(request, completion: completion)
      },
      rendering: .sample())
    resource = ResourceLoader(
      screen: screen, key: "count",
      fetch: .callbacks(dispatcher: .immediate) { _, completion in
        count.call(0, completion: completion)
      },
      rendering: ResourceRendering(
        showLoading: { _ in }, hideLoading: { _ in },
        showValue: { view, count in view.showSkipped(count) },
        showError: { view, error in view.showMessage(error) }))
  }
}

/// The first loads live in the screen, so `ListPresenter` and `ResourcePresenter` no longer clash
/// (issue 27, item 2): `viewDidLoad` starts both, in the order they were built, and `retry()`
/// loads again only what failed.
@MainActor @Suite(.presenterTest) struct ListAndResourcePresenterTests {
  let rows = CallbackStub<PageRequest, Page<Row>>()
  let count = CallbackStub<Int, Int>()
  let view = MockSampleListView()

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
      .showLoading, .hideLoading, .showRows([1, 2]), .showMessage(.offline), .showSkipped(7),
    ])
  }
}
