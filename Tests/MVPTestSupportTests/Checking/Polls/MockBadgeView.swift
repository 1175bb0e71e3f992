import MVPTestSupport

/// A badge view that records the counts it is shown.
@MainActor
final class MockBadgeView: BadgeView, CallRecording {
  let recorder = CallRecorder<Int?>()

  func showUnread(_ count: Int?) { record(count) }
}
