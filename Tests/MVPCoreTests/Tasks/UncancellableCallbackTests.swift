import MVPCore
import MVPTestSupport
import Testing

/// Issue 19, item 7: a completion-handler service that cannot cancel needed a dummy
/// `CancellationHandle()`, and the test kit then counted its call as left over. Now the call
/// returns nothing; a detach drops the late answer and the test kit does not wait for it.
@MainActor
@Suite(.presenterTest) struct UncancellableCallbackTests {
  let fixture = UnpagedTitleListScreen()

  @Test func aDetachDropsTheLateAnswerAndTheCallIsNotLeftOver() {
    fixture.list.load()
    #expect(!fixture.screen.tasks.isIdle)
    fixture.screen.detach(fixture.view)
    #expect(fixture.screen.tasks.isIdle)
    fixture.books.succeed(with: Row.rows([1]))  // the service answers anyway: nobody listens

    fixture.view.recorder.expectCalls([.showLoading])
    #expect(fixture.list.items.isEmpty)
  }

  @Test func anUnansweredCallDroppedByADetachIsNotReportedAtTheEnd() {
    fixture.list.load()
    fixture.screen.detach(fixture.view)
    fixture.view.recorder.expectCalls([.showLoading])
    #expect(fixture.books.pendingRequests.count == 1)
  }  // the end-of-test check would report the call if it were counted as left over

  @Test func theNextAttachAsksAgainAndShowsThatAnswer() {
    fixture.list.load()
    fixture.screen.detach(fixture.view)
    fixture.screen.attach(fixture.view)
    fixture.books.succeed(with: Row.rows([1]), at: 1)
    fixture.books.succeed(with: Row.rows([2]), at: 0)

    fixture.view.recorder.expectCalls([
      .showLoading, .showLoading, .hideLoading, .showRows(["row 1"]),
    ])
  }

  @Test func theScopeStartsAnOperationThatCannotCancel() {
    let receiver = ResultReceiver()
    let scope = fixture.screen.tasks
    let books = fixture.books
    let started = scope.perform(
      "save", role: .write, owner: receiver,
      operation: { completion in _ = books.call((), completion: completion) },
      then: { receiver, result in receiver.receive(result.map { $0.map(\.title).joined() }) })
    #expect(started)
    #expect(scope.isRunning("save"))
    fixture.books.succeed(with: Row.rows([4]))
    receiver.recorder.expectCalls([.value("row 4")])
    #expect(scope.isIdle)
  }
}
