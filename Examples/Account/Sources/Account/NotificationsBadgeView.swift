import MVPCore

/// The dashboard's notifications badge.
@MainActor
public protocol NotificationsBadgeView: ViewInterface {
  /// Shows the badge's text, or hides the badge.
  ///
  /// - Parameter text: The unread count ("3", "99+" past 99), or `nil` to hide the badge when
  ///   every notification is read.
  func showBadge(_ text: String?)
}
