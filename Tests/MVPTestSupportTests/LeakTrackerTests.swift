import MVPCore
import MVPTestSupport
import Testing

@MainActor @Suite struct LeakTrackerTests {
  let leaks = LeakTracker()

  @Test func passesWhenEverythingTrackedIsGone() {
    do {
      let view = MockItemsView()
      let presenter = ItemsService().makePresenter(view: view)
      view.presenter = presenter
      leaks.track(view, as: "view")
      leaks.track(presenter, as: "presenter")
      #expect(leaks.survivors == ["view", "presenter"])
    }
    #expect(leaks.survivors == [])
    leaks.expectAllDeallocated()
  }

  @Test func failsOnceForEachSurvivor() async {
    let survivor = MockItemsView()
    let router = RecordingRouter<SampleRoute>()
    do {
      leaks.track(MockItemsView(), as: "gone")
      leaks.track(survivor, as: "view")
      leaks.track(router, as: "router")
    }
    #expect(leaks.survivors == ["view", "router"])
    let failures = await TestFailure.collect { leaks.expectAllDeallocated() }
    #expect(
      failures.map(\.message) == [
        "view (MockItemsView) outlived the module: a retain cycle or a strong reference that "
          + "should be weak",
        "router (RecordingRouter<SampleRoute>) outlived the module: a retain cycle or a strong "
          + "reference that should be weak",
      ])
    withExtendedLifetime((survivor, router)) {}
  }
}
