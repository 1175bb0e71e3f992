import MVPCore
import MVPTestSupport
import Testing

/// Identity-checked detach of ``ViewBinding`` (issue 8, kind 8): only the attached view can
/// detach itself.
@MainActor @Suite(.presenterTest) struct ViewBindingDetachTests {
  let binding = ViewBinding<any SampleView>()
  let old = MockSampleView()
  let new = MockSampleView()

  @Test func aLateDetachOfAReplacedViewDoesNothing_kind8() {
    binding.attach(old)
    binding.attach(new)
    #expect(!binding.detach(old))
    #expect(binding.view === new)
    binding.update(.queue) { $0.showMessage("to new") }
    new.recorder.expectCalls([.showMessage("to new")])
  }

  @Test func theAttachedViewDetachesItself() {
    binding.attach(old)
    #expect(binding.detach(old))
    #expect(!binding.isAttached)
    #expect(!binding.detach(old))
  }

  @Test func detachingAViewThatWasNeverAttachedDoesNothing() {
    #expect(!binding.detach(old))
    binding.attach(new)
    #expect(!binding.detach(old))
    #expect(binding.isAttached)
  }

  @Test func aLateDetachDuringDeliveryDoesNotInterruptIt() {
    binding.attach(old)
    binding.attach(new)
    binding.update(.queue) { [binding, old] view in
      view.showMessage("m1")
      binding.detach(old)
    }
    binding.update(.queue) { $0.showMessage("m2") }
    new.recorder.expectCalls([.showMessage("m1"), .showMessage("m2")])
    #expect(binding.view === new)
  }
}
