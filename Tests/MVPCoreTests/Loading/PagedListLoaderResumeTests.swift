import MVPCore
import MVPTestSupport
import Testing

/// ``PagedListLoader`` across detach and attach (issue 8, kind 2): a detach interrupts the read,
/// the next attach resumes it, in one main-actor turn, with one request and one indicator.
@MainActor @Suite(.presenterTest) struct PagedListLoaderResumeTests {
  let list = ListScreen()
  var view: MockSampleListView { list.view }

  @Test func theFirstLoadResumesOnTheNextAttachInOneTurn_kind2() {
    let next = MockSampleListView()
    list.screen.attach(view)
    list.list.load()
    list.screen.detach(view)
    #expect(list.list.isLoading)
    #expect(list.server.cancelledRequests.map(\.offset) == [0])
    list.screen.attach(next)
    #expect(list.requests == ["first@0", "first@0"])
    view.recorder.expectCalls([.showLoading])
    // Replayed once; resuming does not show it again.
    next.recorder.expectCalls([.showLoading])
    list.answer(Array(1...10), offset: 0, total: 30, at: 1)
    next.recorder.expectCalls([.hideLoading, .showRows(Array(1...10))])
    list.answer([42], offset: 0, total: 1)
  }

  @Test func aNextPageResumesOnReattachingTheSameView_kind2() {
    list.loadFirstPage(total: 30)
    list.list.loadNextPage()
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(Array(1...10)), .showLoadingMore,
    ])
    list.screen.detach(view)
    list.screen.attach(view)
    view.recorder.expectCalls([.hideLoading, .showRows(Array(1...10)), .showLoadingMore])
    #expect(list.requests == ["first@0", "next@10", "next@10"])
    list.answer(Array(11...20), offset: 10, total: 30, at: 1)
    view.recorder.expectCalls([.hideLoadingMore, .insertRows(10..<20, Array(11...20))])
  }

  @Test func aRefreshResumesAndEndsOnTheNextView_kind2() {
    let next = MockSampleListView()
    list.loadFirstPage(total: 30)
    view.recorder.expectCalls([.showLoading, .hideLoading, .showRows(Array(1...10))])
    list.list.refresh()
    list.screen.detach(view)
    list.screen.attach(next)
    #expect(list.requests == ["first@0", "refresh@0", "refresh@0"])
    next.recorder.expectCalls([.hideLoading, .showRows(Array(1...10))])
    list.answer(Array(1...10), offset: 0, total: 30, at: 1)
    next.recorder.expectCalls([.endRefreshing, .showRows(Array(1...10))])
  }

  @Test func repeatedDetachAndAttachSendsOneRequestPerResume_kind2() {
    list.screen.attach(view)
    list.list.load()
    for _ in 1...3 {
      list.screen.detach(view)
      list.screen.attach(view)
    }
    #expect(list.requests == Array(repeating: "first@0", count: 4))
    #expect(list.server.cancelledRequests.count == 3)
    view.recorder.expectCalls(Array(repeating: .showLoading, count: 4))
    list.answer(Array(1...10), offset: 0, total: 30, at: 3)
    view.recorder.expectCalls([.hideLoading, .showRows(Array(1...10))])
  }

  @Test func nothingResumesWhenNothingWasInterrupted() {
    list.loadFirstPage(total: 30)
    list.screen.detach(view)
    list.screen.attach(view)
    #expect(list.requests == ["first@0"])
    #expect(!list.list.isLoading)
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(Array(1...10)), .hideLoading, .showRows(Array(1...10)),
    ])
  }

  @Test func aLateDetachOfAReplacedViewInterruptsNothing_kind8() {
    let next = MockSampleListView()
    list.screen.attach(view)
    list.list.load()
    list.screen.attach(next)
    #expect(!list.screen.detach(view))
    #expect(list.server.cancelledRequests.isEmpty)
    list.answer(Array(1...10), offset: 0, total: 30)
    next.recorder.expectCalls([.showLoading, .hideLoading, .showRows(Array(1...10))])
    view.recorder.expectCalls([.showLoading])
    #expect(list.requests == ["first@0"])
  }

  @Test func loadDuringAnInterruptedLoadDoesNotStartAnother() {
    list.screen.attach(view)
    list.list.load()
    list.screen.detach(view)
    list.list.load()
    list.list.retry()
    list.list.loadNextPage()
    #expect(list.requests == ["first@0"])
    list.screen.attach(view)
    #expect(list.requests == ["first@0", "first@0"])
    view.recorder.expectCalls([.showLoading, .showLoading])
    list.answer(Array(1...10), offset: 0, total: 30, at: 1)
    view.recorder.expectCalls([.hideLoading, .showRows(Array(1...10))])
  }
}
