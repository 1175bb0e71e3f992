import MVPDemo

/// A demo output that discards its text.
@MainActor
final class NullOutput: TextOutput {
  func write(_ text: String) {}
}
