import MVPCore
import MVPTestSupport
import Testing

/// A list without paging whose view adopts `ListViewInterface` only (no row edits, no loading
/// more): `PagedListLoader(fetchAll:view: { $0.listView }, ...)` shows every local change as all
/// rows, the right rows, and never calls a method the view does not have.
@MainActor @Suite(.presenterTest) struct UnpagedListViewTests {
  /// A titles list that implements only `ListViewInterface`.
  @MainActor protocol PlainTitlesView: ListViewInterface where Row == String {}

  @MainActor final class PlainTitles: PlainTitlesView, CallRecording {
    let recorder = CallRecorder<String>()
    func showLoading() { record("showLoading") }
    func hideLoading() { record("hideLoading") }
    func showRows(_ rows: [String]) { record("showRows \(rows)") }
    func showEmpty(message: String) { record("showEmpty \(message)") }
    func endRefreshing() { record("endRefreshing") }
    func showError(message: String, canRetry: Bool) { record("showError \(message)") }
    func showMessage(_ text: String) { record("showMessage \(text)") }
  }

  let screen = ScreenLifecycle<any PlainTitlesView>(dispatcher: .immediate)
  let books = CallbackStub<Void, [Row]>()
  let view = PlainTitles()
  let list: PagedListLoader<Row, any PlainTitlesView>

  init() {
    let books = self.books
    list = PagedListLoader(
      screen: screen,
      fetchAll: .callbacks { _, completion in
        books.call((), completion: completion)
      },
      view: { $0.listView }, row: \.title, texts: ListTexts(empty: "No books."))
    screen.attach(view)
  }

  @Test func localChangesShowEveryRowAgain() {
    list.load()
    books.succeed(with: Row.rows([1, 2, 3]))
    list.remove(id: 2)
    list.replace(Row(3, "three"))
    list.append(Row(4))
    list.insert(Row(5))

    view.recorder.expectCalls([
      "showLoading", "hideLoading", #"showRows ["row 1", "row 2", "row 3"]"#,
      #"showRows ["row 1", "row 3"]"#, #"showRows ["row 1", "three"]"#,
      #"showRows ["row 1", "three", "row 4"]"#, #"showRows ["row 5", "row 1", "three", "row 4"]"#,
    ])
    #expect(list.items.map(\.id) == [5, 1, 3, 4])
  }

  @Test func aPullToRefreshEndsAndRemovingTheLastRowShowsEmpty() {
    list.load()
    books.succeed(with: Row.rows([1]))
    list.refresh()
    books.succeed(with: Row.rows([1]))
    list.remove(id: 1)

    view.recorder.expectCalls([
      "showLoading", "hideLoading", #"showRows ["row 1"]"#, "endRefreshing",
      #"showRows ["row 1"]"#, "showEmpty No books.",
    ])
  }
}
