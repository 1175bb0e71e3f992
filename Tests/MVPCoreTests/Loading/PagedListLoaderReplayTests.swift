import MVPCore
import MVPTestSupport
import Testing

/// ``PagedListLoader`` keeps the rows it published for later views without copying them on
/// every page (issue 11): a view attached while the loader is between changing its rows and
/// publishing them (from inside a progress update) still receives the rows as they were
/// published, then the change.
@MainActor @Suite(.presenterTest) struct PagedListLoaderReplayTests {
  let screen = ScreenLifecycle<any SampleListView>(dispatcher: .immediate)
  let server = CallbackStub<PageRequest, Page<Row>>()
  let first = MockSampleListView()
  let second = MockSampleListView()

  /// A loader whose rendering attaches `second` when `first` receives `call`.
  func loader(attachingSecondOn call: MockSampleListView.Call) -> PagedListLoader<
    Row, any SampleListView
  > {
    var rendering = PagedListRendering.sample()
    let (first, second) = (self.first, self.second)
    let attachSecond = { [weak screen] (view: any SampleListView) in
      if view === first { screen?.attach(second) }
    }
    switch call {
    case .hideLoadingMore:
      let hide = rendering.hideLoadingMore
      rendering.hideLoadingMore = { view in
        hide(view)
        attachSecond(view)
      }
    case .endRefreshing:
      let end = rendering.endRefreshing
      rendering.endRefreshing = { view in
        end(view)
        attachSecond(view)
      }
    default:
      Issue.record("no hook for \(call)")
    }
    let server = self.server
    return PagedListLoader(
      screen: screen, pageSize: 10,
      fetch: .callbacks { request, completion in
        server.call(request, completion: completion)
      },
      rendering: rendering)
  }

  @Test func aViewAttachedWhileANextPageEndsGetsTheEarlierRowsThenTheInsert() {
    let list = loader(attachingSecondOn: .hideLoadingMore)
    screen.attach(first)
    list.load()
    server.succeed(with: ListScreen.page(Array(1...10), offset: 0, total: 30))
    list.loadNextPage()
    server.succeed(with: ListScreen.page(Array(11...20), offset: 10, total: 30))
    first.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(Array(1...10)), .showLoadingMore, .hideLoadingMore,
    ])
    second.recorder.expectCalls([
      .hideLoading, .showRows(Array(1...10)), .hideLoadingMore,
      .insertRows(10..<20, Array(11...20)),
    ])
    let late = MockSampleListView()
    screen.attach(late)
    late.recorder.expectCalls([.hideLoading, .hideLoadingMore, .showRows(Array(1...20))])
  }

  @Test func aViewAttachedWhileARefreshEndsGetsTheEarlierRowsThenTheNewOnes() {
    let list = loader(attachingSecondOn: .endRefreshing)
    screen.attach(first)
    list.load()
    server.succeed(with: ListScreen.page(Array(1...10), offset: 0, total: 30))
    list.refresh()
    server.succeed(with: ListScreen.page(Array(101...110), offset: 0, total: 30))
    first.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(Array(1...10)), .endRefreshing,
    ])
    second.recorder.expectCalls([
      .hideLoading, .showRows(Array(1...10)), .endRefreshing, .showRows(Array(101...110)),
    ])
  }
}
