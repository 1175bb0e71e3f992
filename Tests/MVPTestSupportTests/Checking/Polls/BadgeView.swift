import MVPCore

/// The view of a badge: the unread count a poll fetched.
@MainActor
protocol BadgeView: AnyObject {
  func showUnread(_ count: Int)
}
