import Account
import MVPTestSupport

/// A passive notifications badge: records each text shown (`nil`: hidden).
final class MockNotificationsBadgeView: NotificationsBadgeView, CallRecording {
  let recorder = CallRecorder<String?>()

  func showBadge(_ text: String?) { record(text) }
}
