import MVPCore
import MVPTestSupport
import Testing

/// Re-entrant replay of ``ViewBinding`` (issue 8, kind 7): updates a view causes while handling a
/// replayed or live update are delivered once, in submission order, and the latest state wins.
@MainActor @Suite(.presenterTest) struct ViewBindingReplayTests {
  let binding = ViewBinding<any SampleView>()
  let view = MockSampleView()

  // MARK: The scenarios

  @Test func aMessageSentWhileHandlingAReplayedMessageComesAfterTheQueuedOnes_kind7() {
    binding.update(.queue) { [unowned binding] view in
      view.showMessage("m1")
      binding.update(.queue) { $0.showMessage("m3") }
    }
    binding.update(.queue) { $0.showMessage("m2") }
    binding.attach(view)
    view.recorder.expectCalls([.showMessage("m1"), .showMessage("m2"), .showMessage("m3")])
    #expect(binding.queuedUpdateCount == 0)
  }

  @Test func aStateSentDuringReplayReplacesTheStaleCopy_kind7() {
    binding.update(.state("a")) { [unowned binding] view in
      view.showContent("a1")
      binding.update(.state("b")) { $0.showContent("b2") }
    }
    binding.update(.state("b")) { $0.showContent("b1") }
    binding.attach(view)
    view.recorder.expectCalls([.showContent("a1"), .showContent("b2")])

    // The kept state is b2 too: the next view ends on it.
    let next = MockSampleView()
    binding.attach(next)
    next.recorder.expectCalls([.showContent("a1"), .showContent("b2")])
  }

  @Test func aStateClearedDuringReplayDoesNotComeBack_kind7() {
    binding.update(.state("content")) { [unowned binding] view in
      view.showContent("profile")
      binding.clearState("editor")
    }
    binding.update(.state("editor")) { $0.showMessage("editor open") }
    binding.attach(view)
    view.recorder.expectCalls([.showContent("profile")])
    #expect(!binding.hasState("editor"))
    #expect(binding.hasState("content"))

    binding.detach(view)
    binding.attach(view)
    view.recorder.expectCalls([.showContent("profile")])
  }

  @Test func anUpdateSentWhileTheViewHandlesALiveUpdateWaitsForIt() {
    binding.attach(view)
    binding.update(.state("content")) { [unowned binding] view in
      binding.update(.queue) { $0.showMessage("second") }
      view.showContent("first")
    }
    view.recorder.expectCalls([.showContent("first"), .showMessage("second")])
  }

  /// The attached view counts as having a state from the moment its delivery starts (issue 11
  /// delivers at once, without the outbox, when nothing waits): a change of that state sent
  /// while the view handles it is a change, after it.
  @Test func aChangeSentWhileTheViewHandlesItsStateIsAChangeAfterIt() {
    binding.attach(view)
    binding.updateState(
      "rows", change: { $0.showContent("change 1") },
      replay: { [binding] view in
        binding.updateState(
          "rows", change: { $0.showContent("change 2") }, replay: { $0.showContent("all 2") })
        view.showContent("all 1")
      })
    view.recorder.expectCalls([.showContent("all 1"), .showContent("change 2")])
  }

  // MARK: updateState: change versus replay

  @Test func aViewThatHasTheStateGetsTheChange() {
    binding.attach(view)
    binding.updateState(
      "rows", change: { $0.showContent("change 1") }, replay: { $0.showContent("all 1") })
    view.recorder.expectCalls([.showContent("all 1")])
    binding.updateState(
      "rows", change: { $0.showContent("change 2") }, replay: { $0.showContent("all 2") })
    view.recorder.expectCalls([.showContent("change 2")])
    #expect(binding.hasState("rows"))
  }

  @Test func aNewViewGetsTheReplay() {
    binding.updateState(
      "rows", change: { $0.showContent("change 1") }, replay: { $0.showContent("all 1") })
    binding.attach(view)
    view.recorder.expectCalls([.showContent("all 1")])
    let next = MockSampleView()
    binding.attach(next)
    next.recorder.expectCalls([.showContent("all 1")])
    binding.updateState(
      "rows", change: { $0.showContent("change 2") }, replay: { $0.showContent("all 2") })
    next.recorder.expectCalls([.showContent("change 2")])
  }

  @Test func aViewWhoseReplayIsPendingGetsTheReplay() {
    binding.update(.state("header")) { [unowned binding] view in
      view.showContent("header")
      binding.updateState(
        "rows", change: { $0.showContent("change 2") }, replay: { $0.showContent("all 2") })
    }
    binding.updateState(
      "rows", change: { $0.showContent("change 1") }, replay: { $0.showContent("all 1") })
    binding.attach(view)
    view.recorder.expectCalls([.showContent("header"), .showContent("all 2")])
  }

  @Test func aChangeNotYetDeliveredIsReplacedByTheFullState() {
    binding.attach(view)
    binding.updateState("rows", change: { _ in }, replay: { $0.showContent("all 1") })
    view.recorder.expectCalls([.showContent("all 1")])
    binding.update(.drop) { [unowned binding] view in
      view.showLoading()
      binding.updateState(
        "rows", change: { $0.showContent("change 2") }, replay: { $0.showContent("all 2") })
      binding.updateState(
        "rows", change: { $0.showContent("change 3") }, replay: { $0.showContent("all 3") })
    }
    // The view never had version 2, so it cannot apply change 3 on top of it.
    view.recorder.expectCalls([.showLoading, .showContent("all 3")])
  }

  @Test func aClearedStateIsNotChangedButReplayed() {
    binding.attach(view)
    binding.updateState("rows", change: { _ in }, replay: { $0.showContent("all 1") })
    binding.clearState("rows")
    binding.updateState(
      "rows", change: { $0.showContent("change 2") }, replay: { $0.showContent("all 2") })
    view.recorder.expectCalls([.showContent("all 1"), .showContent("all 2")])
  }

  // MARK: Queue bound

  @Test func theQueueBoundHoldsWhenAReplayedUpdateDetachesTheView() {
    let small = ViewBinding<any SampleView>(queueCapacity: 2)
    small.update(.queue) { [small] view in
      view.showMessage("m1")
      small.detach(view)
      small.update(.queue) { $0.showMessage("m3") }
      small.update(.queue) { $0.showMessage("m4") }
    }
    small.update(.queue) { $0.showMessage("m2") }
    small.attach(view)
    view.recorder.expectCalls([.showMessage("m1")])
    // m2 went back to the queue, then m3 and m4 pushed it out: the oldest goes first.
    #expect(small.queuedUpdateCount == 2)
    let next = MockSampleView()
    small.attach(next)
    next.recorder.expectCalls([.showMessage("m3"), .showMessage("m4")])
  }

  @Test func theQueueBoundHoldsWhenAReplayedUpdateHidesTheView() {
    let small = ViewBinding<any SampleView>(queueCapacity: 3)
    small.update(.queue) { [small] view in
      view.showMessage("m1")
      small.viewDidDisappear()
      small.update(.queue) { $0.showMessage("m4") }
      small.update(.queue) { $0.showMessage("m5") }
    }
    small.update(.queue) { $0.showMessage("m2") }
    small.update(.queue) { $0.showMessage("m3") }
    small.attach(view)
    view.recorder.expectCalls([.showMessage("m1")])
    #expect(small.queuedUpdateCount == 3)
    small.viewWillAppear()
    view.recorder.expectCalls([.showMessage("m3"), .showMessage("m4"), .showMessage("m5")])
  }
}
