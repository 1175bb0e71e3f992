import Account
import MVPTestSupport

/// A notification service the test answers poll by poll.
struct StubNotificationService: NotificationService {
  let unread = AsyncStub<Void, Int>()

  func unreadCount() async throws -> Int { try await unread.call(()) }
}
