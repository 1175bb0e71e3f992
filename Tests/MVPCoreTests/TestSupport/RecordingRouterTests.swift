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

  @Test func failsOnAnUnexpectedRoute() {
    let router = RecordingRouter<SampleRoute>()
    router.navigate(to: .settings)
    withKnownIssue {
      router.recorder.expectCalls([.close])
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "View calls differ (− expected, + actual):\n− close\n+ settings"
      ]
    }
  }
}
