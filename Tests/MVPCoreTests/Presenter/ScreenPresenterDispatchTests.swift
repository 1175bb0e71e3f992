import MVPCore
import MVPTestSupport
import Testing

/// A list presenter that writes its own `retry()`, `refresh()` and `loadNextPage()`: each only
/// records itself, so that a call of the kit's version would start a load instead.
@MainActor
private final class CountingListPresenter: ListPresenter {
  let screen = ScreenLifecycle<any SampleListView>(dispatcher: .immediate)
  let list: PagedListLoader<Row, any SampleListView>
  let calls = CallRecorder<String>()

  init(server: CallbackStub<PageRequest, Page<Row>>) {
    list = PagedListLoader(
      screen: screen, pageSize: 2,
      fetch: .callbacks { request, completion in
        server.call(request, completion: completion)
      },
      rendering: PagedListRendering.sample())
  }

  func retry() {
    calls.record("retry")
  }

  func refresh() {
    calls.record("refresh")
  }

  func loadNextPage() {
    calls.record("loadNextPage")
  }
}

/// Generic callers, as the checker's `.list()` intents and the demo's paging helper are.
@MainActor private func retry<P: ScreenPresenter>(_ presenter: P) { presenter.retry() }
@MainActor private func refresh<P: ListPresenter>(_ presenter: P) { presenter.refresh() }
@MainActor private func loadNextPage<P: ListPresenter>(_ presenter: P) { presenter.loadNextPage() }

/// `retry`, `refresh` and `loadNextPage` are requirements: a generic caller reaches the
/// presenter's own version, not the kit's default (issue 27, item 2).
@MainActor @Suite(.presenterTest) struct ScreenPresenterDispatchTests {
  let server = CallbackStub<PageRequest, Page<Row>>()

  @Test func aGenericCallerRunsThePresentersOwnRetryRefreshAndNextPage() {
    let presenter = CountingListPresenter(server: server)
    retry(presenter)
    refresh(presenter)
    loadNextPage(presenter)
    presenter.calls.expectCalls(["retry", "refresh", "loadNextPage"])
    #expect(server.requests.isEmpty)
  }
}
