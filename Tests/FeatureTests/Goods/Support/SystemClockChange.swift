import Foundation

/// Says on `center` that the device clock was changed, as the system does on Apple platforms
/// (`NSSystemClockDidChange`, whose name Foundation on Linux does not declare).
func announceClockChange(on center: NotificationCenter) {
  center.post(name: Notification.Name("NSSystemClockDidChangeNotification"), object: nil)
}
