import Foundation

extension Notification.Name {
  /// The system's notice that the device clock was changed: Foundation's
  /// `NSSystemClockDidChange` (`"NSSystemClockDidChangeNotification"`), spelled out because
  /// Foundation on Linux does not declare it.
  static let systemClockDidChange = Notification.Name("NSSystemClockDidChangeNotification")
}
