import MVPCore
import MVPTestSupport
import Testing

@MainActor @Suite struct RecordingRouterTests {
  @Test func recordsRoutesInOrder() {
    let router = RecordingRouter<SampleRoute>()
    let routing: any SampleRouting = router
    routing.navigate(to: .detail(id: 1))
    routing.navigate(to: .settings)
    routing.navigate(to: .close)
    router.recorder.expectCalls([.detail(id: 1), .settings, .close])
  }

  @Test func failsOnAnUnexpectedRoute() async {
    let router = RecordingRouter<SampleRoute>()
    router.navigate(to: .settings)
    let failures = await TestFailure.collect {
      router.recorder.expectCalls([.close])
    }
    #expect(
      failures.map(\.message) == [
        "Routes differ (− expected, + actual):\n− close\n+ settings"
      ])
  }
}
