import MVPCore
import MVPTestSupport
import Testing

/// `PagedListLoader.replaceAll(with:)` on a view that adopts `ListViewInterface` alone: every
/// change of the rows is one `showRows` of all of them.
@MainActor
@Suite(.presenterTest) struct PlainListWholeListTests {
  let fixture = PlainTitleListScreen()

  @Test func aPlainListViewGetsEveryRowOnce() {
    fixture.list.replaceAll(with: Row.rows([1, 2, 3]))
    fixture.list.replaceAll(with: [Row(3), Row(1, "one"), Row(4)])

    fixture.view.recorder.expectCalls([
      .showRows(["row 1", "row 2", "row 3"]), .showRows(["row 3", "one", "row 4"]),
    ])
  }

  @Test func aPlainListViewGetsNothingWhenNothingChanged() {
    fixture.list.replaceAll(with: Row.rows([1, 2]))
    fixture.list.replaceAll(with: Row.rows([1, 2, 1]))

    fixture.view.recorder.expectCalls([.showRows(["row 1", "row 2"])])
  }

  @Test func aPlainListViewShowsTheEmptyStateForAnEmptyList() {
    fixture.list.replaceAll(with: Row.rows([1]))
    fixture.list.replaceAll(with: [])
    fixture.list.replaceAll(with: [])

    fixture.view.recorder.expectCalls([.showRows(["row 1"]), .showEmpty("No rows.")])
  }

  @Test func aPlainListViewsLoadInFlightIsSuperseded() {
    fixture.list.load()
    fixture.list.replaceAll(with: Row.rows([1]))
    fixture.server.succeed(with: Row.rows([7]))

    fixture.view.recorder.expectCalls([.showLoading, .hideLoading, .showRows(["row 1"])])
    #expect(fixture.server.cancelledRequests.count == 1)
  }
}
