/// Lifecycle events of fake screens, in order, as `"name: event"`.
@MainActor
final class LifecycleLog {
  var entries: [String] = []

  func take() -> [String] {
    defer { entries.removeAll() }
    return entries
  }
}
