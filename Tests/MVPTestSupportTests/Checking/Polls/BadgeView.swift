import MVPCore

/// The view of a badge: the unread count a poll fetched, or `nil` while none could be fetched
/// (the badge shows that it does not know).
@MainActor
protocol BadgeView: AnyObject {
  func showUnread(_ count: Int?)
}
