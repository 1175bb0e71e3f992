import MVPCore
import MVPTestSupport
import Testing

/// Visibility in ``ViewBinding`` (issue 8, kind 10): one-shot messages wait for a visible view;
/// state is delivered at once.
@MainActor @Suite(.presenterTest) struct ViewBindingVisibilityTests {
  let binding = ViewBinding<any SampleView>()
  let view = MockSampleView()

  @Test func aMessageSentWhileHiddenWaitsUntilTheViewAppears_kind10() {
    binding.attach(view)
    binding.viewDidDisappear()
    #expect(binding.isHidden)
    binding.update(.queue) { $0.showMessage("deleted") }
    view.recorder.expectNoCalls()
    #expect(binding.queuedUpdateCount == 1)
    #expect(binding.pendingWorkDescriptions == ["queued view update #0 waiting for a visible view"])
    binding.viewWillAppear()
    #expect(!binding.isHidden)
    view.recorder.expectCalls([.showMessage("deleted")])
  }

  @Test func stateIsDeliveredWhileHidden_kind10() {
    binding.attach(view)
    binding.viewDidDisappear()
    binding.update(.state("content")) { $0.showContent("rows") }
    binding.update(.drop) { $0.hideLoading() }
    view.recorder.expectCalls([.showContent("rows"), .hideLoading])
  }

  @Test func reattachingTheSameHiddenViewKeepsItHidden_kind10() {
    binding.attach(view)
    binding.update(.state("content")) { $0.showContent("rows") }
    binding.viewDidDisappear()
    binding.update(.queue) { $0.showMessage("waits") }
    binding.attach(view)
    view.recorder.expectCalls([.showContent("rows"), .showContent("rows")])
    #expect(binding.isHidden)
    #expect(binding.queuedUpdateCount == 1)
    binding.viewWillAppear()
    view.recorder.expectCalls([.showMessage("waits")])
  }

  /// A covered screen that is detached and attached again (a navigation container rebuilding
  /// its children) is still covered: its visibility survives the detach.
  @Test func detachingAndReattachingTheSameHiddenViewKeepsItHidden_kind10() {
    binding.attach(view)
    binding.viewDidDisappear()
    binding.detach(view)
    binding.update(.queue) { $0.showMessage("waits") }
    binding.attach(view)
    view.recorder.expectNoCalls()
    #expect(binding.isHidden)
    binding.viewWillAppear()
    view.recorder.expectCalls([.showMessage("waits")])
  }

  @Test func aDifferentViewCountsAsVisible_kind10() {
    binding.attach(view)
    binding.viewDidDisappear()
    binding.update(.queue) { $0.showMessage("for the visible one") }
    let next = MockSampleView()
    binding.attach(next)
    #expect(!binding.isHidden)
    next.recorder.expectCalls([.showMessage("for the visible one")])
  }

  @Test func appearingTwiceDeliversOnce() {
    binding.attach(view)
    binding.viewDidDisappear()
    binding.update(.queue) { $0.showMessage("once") }
    binding.viewWillAppear()
    binding.viewWillAppear()
    view.recorder.expectCalls([.showMessage("once")])
  }

  @Test func lifecycleEventsSetVisibility() {
    binding.attach(view)
    binding.handle(.viewWillDisappear)
    #expect(binding.isHidden)
    binding.handle(.viewDidLoad)
    #expect(binding.isHidden)
    binding.update(.queue) { $0.showMessage("held") }
    binding.handle(.viewDidDisappear)
    view.recorder.expectNoCalls()
    binding.handle(.viewDidAppear)
    #expect(!binding.isHidden)
    view.recorder.expectCalls([.showMessage("held")])
    binding.handle(.viewDidDisappear)
    binding.handle(.viewWillAppear)
    #expect(!binding.isHidden)
  }

  @Test func appearingWhileDetachedKeepsMessagesForTheNextView() {
    binding.update(.queue) { $0.showMessage("kept") }
    binding.viewWillAppear()
    #expect(binding.queuedUpdateCount == 1)
    binding.attach(view)
    view.recorder.expectCalls([.showMessage("kept")])
  }
}
