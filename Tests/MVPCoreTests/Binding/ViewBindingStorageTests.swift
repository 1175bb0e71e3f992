import MVPCore
import MVPTestSupport
import Testing

/// A view protocol that is not class-bound: a binding over it stores a larger existential.
@MainActor
private protocol Tapping {
  func tap(_ text: String)
}

@MainActor
private final class TapRecorder: Tapping {
  private(set) var taps: [String] = []

  func tap(_ text: String) {
    taps.append(text)
  }
}

/// How ``ViewBinding`` keeps what an update needs: the view without a cast per update (its value
/// copied at attach, read only while the weak reference holds it) and each kept state in a slot
/// found with one hash of its key. Whatever the storage, the binding behaves as before.
@MainActor @Suite(.presenterTest) struct ViewBindingStorageTests {
  @Test func aConcreteViewClassIsHeldWeaklyAndReached() {
    let binding = ViewBinding<MockSampleView>()
    weak var released: MockSampleView?
    do {
      let view = MockSampleView()
      released = view
      binding.attach(view)
      binding.update { $0.showLoading() }
      view.recorder.expectCalls([.showLoading])
      #expect(binding.view === view)
    }
    #expect(released == nil)
    #expect(binding.view == nil)
    #expect(!binding.isAttached)
  }

  @Test func aViewBehindAProtocolThatIsNotClassBoundIsHeldWeaklyAndReached() {
    let binding = ViewBinding<any Tapping>()
    weak var released: TapRecorder?
    do {
      let view = TapRecorder()
      released = view
      binding.attach(view)
      binding.update { $0.tap("drop") }
      binding.update(.queue) { $0.tap("queue") }
      binding.update(.state("s")) { $0.tap("state") }
      #expect(view.taps == ["drop", "queue", "state"])
      #expect((binding.view as? TapRecorder) === view)
    }
    #expect(released == nil)
    binding.update(.queue) { $0.tap("later") }
    let next = TapRecorder()
    binding.attach(next)
    #expect(next.taps == ["state", "later"])
  }

  /// Views made and released one after another (perhaps at the same address) are each reached,
  /// never a released one.
  @Test func eachNewViewAfterAReleasedOneIsTheOneReached() {
    let binding = ViewBinding<any SampleView>()
    binding.update(.state("title")) { $0.showContent("title") }
    for round in 0..<5 {
      let view = MockSampleView()
      binding.attach(view)
      binding.update { $0.showMessage("round \(round)") }
      view.recorder.expectCalls([.showContent("title"), .showMessage("round \(round)")])
    }
    #expect(binding.view == nil)
  }

  @Test func clearingOneOfSeveralStatesKeepsTheOthersInTheirOrder() {
    let binding = ViewBinding<any SampleView>()
    for name in ["a", "b", "c", "d"] {
      binding.update(.state(ScreenKey(name))) { $0.showContent(name) }
    }
    binding.clearState("a")  // the last state moves into its place
    binding.clearState("c")
    #expect(!binding.hasState("a") && binding.hasState("b"))
    #expect(!binding.hasState("c") && binding.hasState("d"))
    binding.update(.state("d")) { $0.showContent("d2") }
    binding.update(.state("e")) { $0.showContent("e") }
    binding.update(.state("b")) { $0.showContent("b2") }
    let view = MockSampleView()
    binding.attach(view)
    view.recorder.expectCalls([.showContent("d2"), .showContent("e"), .showContent("b2")])
    binding.clearState("e")
    binding.clearState("b")
    binding.clearState("d")
    binding.clearState("d")
    let next = MockSampleView()
    binding.attach(next)
    next.recorder.expectNoCalls()
  }

  @Test func aMovedStateStillGetsItsChangesAndItsReplays() {
    let binding = ViewBinding<any SampleView>()
    let view = MockSampleView()
    binding.attach(view)
    for name in ["a", "b", "c"] {
      binding.updateState(
        ScreenKey(name), change: { $0.showContent("\(name) change") },
        replay: { $0.showContent("\(name) all") })
    }
    binding.clearState("a")  // "c" moves into the first place
    binding.updateState(
      "c", change: { $0.showContent("c change") }, replay: { $0.showContent("c all 2") })
    binding.updateState("a", change: { _ in }, replay: { $0.showContent("a all again") })
    view.recorder.expectCalls([
      .showContent("a all"), .showContent("b all"), .showContent("c all"),
      .showContent("c change"), .showContent("a all again"),
    ])
    let next = MockSampleView()
    binding.attach(next)
    binding.updateState("b", change: { $0.showContent("b change") }, replay: { _ in })
    // The replays of the kept versions, in the order they were sent, then a change on one.
    next.recorder.expectCalls([
      .showContent("b all"), .showContent("c all 2"), .showContent("a all again"),
      .showContent("b change"),
    ])
  }

  @Test func aStateSentWithNoViewIsReplayedNotChangedToTheNextView() {
    let binding = ViewBinding<any SampleView>()
    let view = MockSampleView()
    binding.attach(view)
    binding.updateState("rows", change: { _ in }, replay: { $0.showContent("all 1") })
    binding.detach(view)
    binding.updateState(
      "rows", change: { $0.showContent("change 2") }, replay: { $0.showContent("all 2") })
    binding.attach(view)
    binding.updateState(
      "rows", change: { $0.showContent("change 3") }, replay: { $0.showContent("all 3") })
    view.recorder.expectCalls([
      .showContent("all 1"), .showContent("all 2"), .showContent("change 3"),
    ])
  }

  /// More states than the kept buffer first holds: every one kept, each replayed once in the
  /// order of its latest update.
  @Test func manyStatesAreAllKeptAndReplayedInOrder() {
    let binding = ViewBinding<any SampleView>()
    let names = (0..<12).map { "s\($0)" }
    for name in names {
      binding.update(.state(ScreenKey(name))) { $0.showContent(name) }
    }
    binding.update(.state("s0")) { $0.showContent("s0 again") }
    let view = MockSampleView()
    binding.attach(view)
    view.recorder.expectCalls(
      names.dropFirst().map { .showContent($0) } + [.showContent("s0 again")])
  }

  /// A kept state's update is released with the binding, and by `reset()`: what it captured
  /// does not outlive them.
  @Test func keptStatesAreReleasedWithTheBindingAndByReset() {
    final class Captured {}
    weak var keptUntilRelease: Captured?
    weak var keptUntilReset: Captured?
    var binding: ViewBinding<any SampleView>? = ViewBinding()
    let other = ViewBinding<any SampleView>()
    do {
      let first = Captured()
      let second = Captured()
      keptUntilRelease = first
      keptUntilReset = second
      binding?.update(.state("first")) { _ in _ = first }
      other.update(.state("second")) { _ in _ = second }
    }
    #expect(keptUntilReset != nil)
    other.reset()
    #expect(keptUntilReset == nil)
    #expect(keptUntilRelease != nil)
    binding = nil
    #expect(keptUntilRelease == nil)
  }
}
