import MVPCore
import MVPTestSupport
import Testing

/// Issue 19, item 7: a completion-handler service that cannot cancel needed a dummy
/// `CancellationHandle()`, and the test kit then counted its call as left over. Now the call
/// returns nothing; a detach drops the late answer and the test kit does not wait for it.
@MainActor
@Suite(.presenterTest) struct UncancellableCallbackTests {
  let screen = ScreenLifecycle<any TitleListView>()
  let books = CallbackStub<Void, [Row]>()
  let view = MockTitleListView()
  let list: PagedListLoader<Row, any TitleListView>

  init() {
    let books = self.books
    list = PagedListLoader(
      screen: screen,
      fetchAll: .callbacks(dispatcher: .immediate) { _, completion in
        _ = books.call((), completion: completion)  // the gateway gives no way to cancel
      },
      row: \.title, texts: ListTexts(empty: "No books."))
    screen.attach(view)
  }

  @Test func aDetachDropsTheLateAnswerAndTheCallIsNotLeftOver() {
    list.load()
    #expect(!screen.tasks.isIdle)
    screen.detach(view)
    #expect(screen.tasks.isIdle)
    books.succeed(with: Row.rows([1]))  // the service answers anyway: nobody listens

    view.recorder.expectCalls([.showLoading])
    #expect(list.items.isEmpty)
  }

  @Test func anUnansweredCallDroppedByADetachIsNotReportedAtTheEnd() {
    list.load()
    screen.detach(view)
    view.recorder.expectCalls([.showLoading])
    #expect(books.pendingRequests.count == 1)
  }  // the end-of-test check would report the call if it were counted as left over

  @Test func theNextAttachAsksAgainAndShowsThatAnswer() {
    list.load()
    screen.detach(view)
    screen.attach(view)
    books.succeed(with: Row.rows([1]), at: 1)
    books.succeed(with: Row.rows([2]), at: 0)

    view.recorder.expectCalls([
      .showLoading, .showLoading, .hideLoading, .showRows(["row 1"]),
    ])
  }

  @Test func theScopeStartsAnOperationThatCannotCancel() {
    let receiver = ResultReceiver()
    let scope = screen.tasks
    let started = scope.start(
      "save", role: .write, owner: receiver, dispatcher: .immediate,
      operation: { [books] completion in _ = books.call((), completion: completion) },
      then: { receiver, result in receiver.receive(result.map { $0.map(\.title).joined() }) })
    #expect(started)
    #expect(scope.isRunning("save"))
    books.succeed(with: Row.rows([4]))
    receiver.recorder.expectCalls([.value("row 4")])
    #expect(scope.isIdle)
  }
}
