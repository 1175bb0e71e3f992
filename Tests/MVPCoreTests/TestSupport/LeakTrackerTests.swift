import MVPCore
import MVPTestSupport
import Testing

@MainActor @Suite struct LeakTrackerTests {
  let leaks = LeakTracker()

  @Test func passesWhenEverythingTrackedIsGone() {
    do {
      let view: any SampleView = MockSampleView()
      let presenter = SamplePresenter(router: RecordingRouter<SampleRoute>(), loadContent: { "" })
      leaks.track(view, as: "view")
      leaks.track(presenter, as: "presenter")
      #expect(leaks.survivors == ["view", "presenter"])
    }
    #expect(leaks.survivors == [])
    leaks.expectAllDeallocated()
  }

  @Test func failsOnceForEachSurvivor() {
    let survivor = MockSampleView()
    let router = RecordingRouter<SampleRoute>()
    do {
      leaks.track(MockSampleView(), as: "gone")
      leaks.track(survivor, as: "view")
      leaks.track(router, as: "router")
    }
    #expect(leaks.survivors == ["view", "router"])
    #expect(
      leaks.reportedFailures() == [
        "view (MockSampleView) outlived the module: a retain cycle or a strong reference that "
          + "should be weak",
        "router (RecordingRouter<SampleRoute>) outlived the module: a retain cycle or a strong "
          + "reference that should be weak",
      ])
    withExtendedLifetime((survivor, router)) {}
  }
}
