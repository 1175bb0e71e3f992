import MVPCore
import MVPTestSupport
import Testing

@MainActor @Suite(.presenterTest) struct ViewBindingTests {
  let binding = ViewBinding<any SampleView>()
  let view = MockSampleView()

  // MARK: Attach, detach, replace

  @Test func startsDetachedAndAttachesWeakly() {
    #expect(!binding.isAttached)
    #expect(binding.view == nil)
    binding.attach(view)
    #expect(binding.isAttached)
    #expect(binding.view === view)
    binding.detach(view)
    #expect(!binding.isAttached)
    #expect(binding.view == nil)
  }

  @Test func attachingAnotherViewReplacesTheFirst() {
    let other = MockSampleView()
    binding.attach(view)
    binding.attach(other)
    binding.update { $0.showContent("to other") }
    #expect(binding.view === other)
    view.recorder.expectNoCalls()
    other.recorder.expectCalls([.showContent("to other")])
  }

  @Test func deallocatedViewBehavesDetached() {
    weak var weakView: MockSampleView?
    do {
      let shortLived = MockSampleView()
      weakView = shortLived
      binding.attach(shortLived)
      #expect(binding.isAttached)
    }
    #expect(weakView == nil)
    #expect(!binding.isAttached)
    #expect(binding.view == nil)
    binding.update(.queue) { $0.showMessage("kept") }
    #expect(binding.queuedUpdateCount == 1)
    binding.attach(view)
    view.recorder.expectCalls([.showMessage("kept")])
  }

  // MARK: .drop

  @Test func dropDeliversWhileAttachedAndLosesUpdatesWhileDetached() {
    binding.update(.drop) { $0.showLoading() }
    binding.update { $0.showContent("default policy is drop") }
    binding.attach(view)
    view.recorder.expectNoCalls()
    binding.update(.drop) { $0.hideLoading() }
    view.recorder.expectCalls([.hideLoading])
    binding.detach(view)
    binding.update(.drop) { $0.showLoading() }
    binding.attach(view)
    view.recorder.expectNoCalls()
    #expect(binding.pendingWorkDescriptions == [])
  }

  // MARK: .queue

  @Test func queueDeliversInOrderOnceToTheNextView() {
    binding.update(.queue) { $0.showMessage("one") }
    binding.update(.queue) { $0.showMessage("two") }
    binding.update(.queue) { $0.showMessage("three") }
    #expect(binding.queuedUpdateCount == 3)
    binding.attach(view)
    view.recorder.expectCalls([.showMessage("one"), .showMessage("two"), .showMessage("three")])
    #expect(binding.queuedUpdateCount == 0)

    binding.detach(view)
    binding.attach(view)
    let next = MockSampleView()
    binding.attach(next)
    view.recorder.expectNoCalls()
  }

  @Test func queueWhileAttachedDeliversAtOnceAndKeepsNothing() {
    binding.attach(view)
    binding.update(.queue) { $0.showMessage("now") }
    view.recorder.expectCalls([.showMessage("now")])
    #expect(binding.queuedUpdateCount == 0)
    binding.detach(view)
    binding.attach(view)
  }

  @Test func queueIsBoundedAndDiscardsTheOldest() {
    let small = ViewBinding<any SampleView>(queueCapacity: 2)
    #expect(small.queueCapacity == 2)
    small.update(.queue) { $0.showMessage("one") }
    small.update(.queue) { $0.showMessage("two") }
    small.update(.queue) { $0.showMessage("three") }
    #expect(small.queuedUpdateCount == 2)
    small.attach(view)
    view.recorder.expectCalls([.showMessage("two"), .showMessage("three")])
  }

  @Test func queueCapacityIsAtLeastOne() {
    #expect(ViewBinding<any SampleView>(queueCapacity: 0).queueCapacity == 1)
    #expect(ViewBinding<any SampleView>(queueCapacity: -3).queueCapacity == 1)
    #expect(ViewBinding<any SampleView>().queueCapacity == 32)
    let tiny = ViewBinding<any SampleView>(queueCapacity: 0)
    tiny.update(.queue) { $0.showMessage("old") }
    tiny.update(.queue) { $0.showMessage("latest") }
    tiny.attach(view)
    view.recorder.expectCalls([.showMessage("latest")])
  }

  // MARK: .state

  @Test func stateKeepsTheLatestPerKeyAndReplaysItToEachNewView() {
    binding.update(.state("content")) { $0.showContent("first") }
    binding.update(.state("banner")) { $0.showMessage("banner") }
    binding.update(.state("content")) { $0.showContent("second") }
    binding.attach(view)
    view.recorder.expectCalls([.showMessage("banner"), .showContent("second")])

    binding.detach(view)
    let next = MockSampleView()
    binding.attach(next)
    next.recorder.expectCalls([.showMessage("banner"), .showContent("second")])

    binding.detach(next)
    binding.attach(view)
    view.recorder.expectCalls([.showMessage("banner"), .showContent("second")])
  }

  @Test func stateWhileAttachedDeliversAtOnceAndIsKept() {
    binding.attach(view)
    binding.update(.state("content")) { $0.showContent("live") }
    view.recorder.expectCalls([.showContent("live")])
    let next = MockSampleView()
    binding.attach(next)
    next.recorder.expectCalls([.showContent("live")])
  }

  @Test func clearStateAndResetForgetKeptUpdates() {
    binding.update(.state("content")) { $0.showContent("content") }
    binding.update(.state("error")) { $0.showError(message: "boom", canRetry: true) }
    binding.update(.queue) { $0.showMessage("toast") }
    binding.clearState("error")
    binding.attach(view)
    view.recorder.expectCalls([.showContent("content"), .showMessage("toast")])

    binding.detach(view)
    binding.update(.queue) { $0.showMessage("lost") }
    binding.reset()
    #expect(binding.queuedUpdateCount == 0)
    binding.attach(view)
  }

  // MARK: Replay order

  @Test func replayInterleavesQueuedAndStateUpdatesInSubmissionOrder() {
    binding.update(.state("content")) { $0.showContent("stale") }
    binding.update(.queue) { $0.showMessage("one") }
    binding.update(.state("error")) { $0.showError(message: "failed", canRetry: false) }
    binding.update(.drop) { $0.showLoading() }
    binding.update(.queue) { $0.showMessage("two") }
    binding.update(.state("content")) { $0.showContent("fresh") }
    binding.update(.queue) { $0.showMessage("three") }
    binding.attach(view)
    view.recorder.expectCalls([
      .showMessage("one"),
      .showError(message: "failed", canRetry: false),
      .showMessage("two"),
      .showContent("fresh"),
      .showMessage("three"),
    ])

    binding.detach(view)
    binding.attach(view)
    view.recorder.expectCalls([
      .showError(message: "failed", canRetry: false), .showContent("fresh"),
    ])
  }

  @Test func replayedUpdateThatDetachesKeepsUndeliveredOneShotsQueued() {
    binding.update(.queue) { [binding] view in
      view.showMessage("detaches")
      binding.detach(view)
      binding.update(.queue) { $0.showMessage("queued during replay") }
    }
    binding.update(.state("content")) { $0.showContent("content") }
    binding.update(.queue) { $0.showMessage("two") }
    binding.update(.queue) { $0.showMessage("three") }

    binding.attach(view)
    view.recorder.expectCalls([.showMessage("detaches")])
    #expect(!binding.isAttached)
    #expect(binding.queuedUpdateCount == 3)
    #expect(
      binding.pendingWorkDescriptions == [
        "queued view update #2 waiting for a view",
        "queued view update #3 waiting for a view",
        "queued view update #4 waiting for a view",
      ])

    let next = MockSampleView()
    binding.attach(next)
    next.recorder.expectCalls([
      .showContent("content"), .showMessage("two"), .showMessage("three"),
      .showMessage("queued during replay"),
    ])
    view.recorder.expectNoCalls()
    #expect(binding.pendingWorkDescriptions == [])
  }

  // MARK: Pending work

  @Test func pendingWorkDescriptionsListOnlyQueuedUpdates() {
    #expect(binding.pendingWorkDescriptions == [])
    binding.update(.drop) { $0.showLoading() }
    binding.update(.state("content")) { $0.showContent("state") }
    binding.update(.queue) { $0.showMessage("one") }
    binding.update(.queue) { $0.showMessage("two") }
    #expect(
      binding.pendingWorkDescriptions == [
        "queued view update #2 waiting for a view",
        "queued view update #3 waiting for a view",
      ])
    binding.attach(view)
    #expect(binding.pendingWorkDescriptions == [])
    view.recorder.expectCalls([.showContent("state"), .showMessage("one"), .showMessage("two")])
  }
}
