import MVPCore
import MVPTestSupport
import Testing

/// ``ViewBinding``'s `keepState(_:replay:)`: a state the attached view produced itself (a form's
/// draft) is kept for later views without being delivered to it, and never lets an older version
/// through.
@MainActor @Suite(.presenterTest) struct ViewBindingKeepStateTests {
  let binding = ViewBinding<any SampleView>()
  let view = MockSampleView()

  @Test func aKeptStateIsNotDeliveredToTheAttachedViewEvenTheFirstTime() {
    binding.attach(view)
    binding.keepState("draft") { $0.showContent("typed") }
    view.recorder.expectNoCalls()
    #expect(binding.hasState("draft"))
    // `updateState` now sees a view that has the state: it gets the change, not the replay.
    binding.updateState(
      "draft", change: { $0.showContent("change") }, replay: { $0.showContent("replay") })
    view.recorder.expectCalls([.showContent("change")])
  }

  @Test func aViewAttachedLaterReceivesTheKeptState() {
    binding.attach(view)
    binding.update(.state("draft")) { $0.showContent("loaded") }
    binding.keepState("draft") { $0.showContent("typed") }
    view.recorder.expectCalls([.showContent("loaded")])
    let next = MockSampleView()
    binding.attach(next)
    next.recorder.expectCalls([.showContent("typed")])
  }

  @Test func aStateKeptWhileDetachedIsReplayedOnAttach() {
    binding.keepState("draft") { $0.showContent("typed") }
    binding.attach(view)
    view.recorder.expectCalls([.showContent("typed")])
  }

  @Test func anOlderVersionWaitingForTheViewIsReplacedByTheKeptOne() {
    binding.update(.state("first")) { [unowned binding] view in
      view.showContent("first")
      binding.keepState("draft") { $0.showContent("typed") }
    }
    binding.update(.state("draft")) { $0.showContent("loaded") }
    binding.attach(view)
    view.recorder.expectCalls([.showContent("first"), .showContent("typed")])
    let next = MockSampleView()
    binding.attach(next)
    next.recorder.expectCalls([.showContent("first"), .showContent("typed")])
  }
}
